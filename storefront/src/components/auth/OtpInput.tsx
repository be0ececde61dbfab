import Box from '@mui/material/Box';
import { useOtpBoxes } from './useOtpBoxes';

interface OtpInputProps {
  digits: readonly string[];
  onChange: (digits: string[]) => void;
}

/**
 * The OTP boxes: one digit each, typing a digit moves on, Backspace on an empty box goes back
 * (and clears it), and pasting fills from the box pasted into, up to the last box.
 */
export function OtpInput({ digits, onChange }: OtpInputProps) {
  const { boxes, onInput, onKeyDown, onPaste } = useOtpBoxes(digits, onChange);

  return (
    <Box role="group" aria-label="One-time code" sx={{ display: 'flex', gap: 1.5, justifyContent: 'center' }}>
      {digits.map((digit, index) => (
        <Box
          // biome-ignore lint/suspicious/noArrayIndexKey: the boxes are fixed positions, never reordered.
          key={index}
          component="input"
          ref={(element: HTMLInputElement | null) => {
            boxes.current[index] = element;
          }}
          aria-label={`Digit ${index + 1} of ${digits.length}`}
          inputMode="numeric"
          autoComplete={index === 0 ? 'one-time-code' : 'off'}
          maxLength={2}
          value={digit}
          onChange={(event) => onInput(index, event.target.value)}
          onKeyDown={(event) => onKeyDown(index, event)}
          onPaste={(event) => onPaste(index, event)}
          onFocus={(event) => event.target.select()}
          sx={{
            width: 56,
            height: 64,
            textAlign: 'center',
            fontSize: '1.6rem',
            fontWeight: 700,
            border: 2,
            borderColor: digit ? 'primary.main' : 'divider',
            borderRadius: '14px',
            bgcolor: 'background.paper',
            color: 'text.primary',
            '&:focus': { outline: 'none', borderColor: 'primary.main', boxShadow: '0 0 0 3px rgba(181, 84, 28, 0.25)' },
          }}
        />
      ))}
    </Box>
  );
}
