import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** A small coloured kicker over an h2, optionally centred, with an id for aria-labelledby. */
export function SectionHeading({
  id,
  kicker,
  title,
  align = 'left',
  children,
}: {
  id?: string;
  kicker?: string;
  title: string;
  align?: 'left' | 'center';
  children?: ReactNode;
}) {
  return (
    <Box sx={{ textAlign: align, mb: { xs: 3, md: 4 }, mx: align === 'center' ? 'auto' : 0, maxWidth: 720 }}>
      {kicker && (
        <Typography
          component="p"
          sx={{ color: 'secondary.main', fontWeight: 800, textTransform: 'uppercase', letterSpacing: '0.12em', fontSize: '0.8rem', mb: 1 }}
        >
          {kicker}
        </Typography>
      )}
      <Typography id={id} variant="h2">
        {title}
      </Typography>
      {children && <Box sx={{ mt: 1.5, color: 'text.secondary' }}>{children}</Box>}
    </Box>
  );
}
