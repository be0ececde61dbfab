import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import type { Choice } from './returnOptions';

/** One question of the return wizard answered by a radio group. */
export function ChoiceStep({
  question,
  choices,
  value,
  onChange,
}: {
  question: string;
  choices: readonly Choice[];
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <FormControl component="fieldset" sx={{ width: '100%', mb: 2 }}>
      <FormLabel component="legend" sx={{ fontWeight: 800, color: 'text.primary', mb: 1, '&.Mui-focused': { color: 'text.primary' } }}>
        {question}
      </FormLabel>
      <RadioGroup value={value} onChange={(event) => onChange(event.target.value)}>
        {choices.map((choice) => (
          <FormControlLabel
            key={choice.value}
            value={choice.value}
            control={<Radio />}
            sx={{ alignItems: choice.hint ? 'flex-start' : 'center', mb: choice.hint ? 1 : 0, '& .MuiRadio-root': { pt: choice.hint ? 0.5 : undefined } }}
            label={
              choice.hint ? (
                <>
                  <Typography sx={{ fontWeight: 700 }}>{choice.label}</Typography>
                  <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                    {choice.hint}
                  </Typography>
                </>
              ) : (
                choice.label
              )
            }
          />
        ))}
      </RadioGroup>
    </FormControl>
  );
}
