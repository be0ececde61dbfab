import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Typography from '@mui/material/Typography';
import { useRef } from 'react';
import { useInput } from 'react-admin';
import { SPEC_COLORS } from './choices';

interface Color {
  name: string;
  value: string;
  _id?: string;
}

/**
 * The colours as `[{name, value}]`: the shop's four, plus any colour the product already
 * has (a seeded "Sunny Yellow" stays offered, with its own value, when it is unticked).
 */
export function ColorsInput() {
  const { field } = useInput<Color[]>({ source: 'colors', defaultValue: [] });
  const chosen: Color[] = field.value ?? [];
  const initial = useRef(chosen);
  const offered: Color[] = [
    ...SPEC_COLORS.map((name) => ({ name, value: name })),
    ...initial.current.filter((color) => !SPEC_COLORS.some((name) => name === color.name)),
  ];

  const toggle = (color: Color, on: boolean) =>
    field.onChange(on ? [...chosen, { name: color.name, value: color.value }] : chosen.filter((kept) => kept.name !== color.name));

  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, mb: 1 }}>
      <Typography component="legend" variant="body2" sx={{ color: 'text.secondary' }}>
        Colours
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 2 }}>
        {offered.map((color) => (
          <FormControlLabel
            key={color.name}
            label={
              <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75 }}>
                <Box
                  component="span"
                  aria-hidden
                  sx={{ width: 14, height: 14, borderRadius: '50%', bgcolor: color.value, border: '1px solid rgba(0,0,0,0.25)' }}
                />
                {color.name}
              </Box>
            }
            control={<Checkbox checked={chosen.some((kept) => kept.name === color.name)} onChange={(event) => toggle(color, event.target.checked)} />}
          />
        ))}
      </Box>
    </Box>
  );
}
