import Grid from '@mui/material/Grid';
import type { ReactNode } from 'react';

/**
 * A section's two halves, side by side on wide screens and stacked on phones, centred on each other.
 * `secondOnTopOnPhones` stacks them the other way round, for a picture that should come first there.
 */
export function SideBySide({ first, second, secondOnTopOnPhones = false }: { first: ReactNode; second: ReactNode; secondOnTopOnPhones?: boolean }) {
  return (
    <Grid
      container
      spacing={{ xs: 4, md: 8 }}
      sx={{ alignItems: 'center', ...(secondOnTopOnPhones && { flexDirection: { xs: 'column-reverse', md: 'row' } }) }}
    >
      <Grid size={{ xs: 12, md: 6 }}>{first}</Grid>
      <Grid size={{ xs: 12, md: 6 }}>{second}</Grid>
    </Grid>
  );
}
