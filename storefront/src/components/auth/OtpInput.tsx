import Box from '@mui/material/Box';
import { useRef, type ClipboardEvent, type KeyboardEvent } from 'react';

interface OtpInputProps {
  digits: readonly string[];
  onChange: (digits: string[]) => void;
}

/**
 * The OTP boxes: one digit each, typing a digit moves on, Backspace on an empty box goes back
 * (and clears it), and pasting fills from the box pasted into, up to the last box.
 */
export function OtpInput({ digits, onChange }: OtpInputProps) {
  const boxes = useRef<(HTMLInputElement | null)[]>([]);
  const focus = (index: number) => boxes.current[Math.max(0, Math.min(index, digits.length - 1))]?.focus();

  const setFrom = (index: number, typed: string) => {
    const next = [...digits];
    for (const [offset, digit] of [...typed].entries()) {
      if (index + offset < next.length) next[index + offset] = digit;
    }
    onChange(next);
    focus(index + typed.length);
  };

  const onInput = (index: number, value: string) => {
    const typed = value.replace(/\D/g, '');
    if (!typed) {
      if (!value) onChange(digits.map((digit, i) => (i === index ? '' : digit)));
      return;
    }
    // The box may hold its old digit plus the new one: keep the last typed.
    setFrom(index, typed.slice(-1));
  };

  const onKeyDown = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Backspace' && !digits[index] && index > 0) {
      event.preventDefault();
      onChange(digits.map((digit, i) => (i === index - 1 ? '' : digit)));
      focus(index - 1);
    } else if (event.key === 'ArrowLeft') focus(index - 1);
    else if (event.key === 'ArrowRight') focus(index + 1);
  };

  const onPaste = (index: number, event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    const pasted = event.clipboardData
      .getData('text')
      .replace(/\D/g, '')
      .slice(0, digits.length - index);
    if (pasted) setFrom(index, pasted);
  };

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
