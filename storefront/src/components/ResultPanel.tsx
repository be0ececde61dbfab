import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';

/** Where a result page's buttons lead; the first is the way on, drawn filled, the others outlined. */
export interface ResultLink {
  to: string;
  label: string;
}

/** A centred message with an illustration-sized icon and links on (order result, not found). */
export function ResultPanel({ icon, title, children, links }: { icon: ReactNode; title: string; children: ReactNode; links: readonly ResultLink[] }) {
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 8, md: 12 }, textAlign: 'center' }}>
      <Box aria-hidden sx={{ '& svg': { fontSize: 88 } }}>
        {icon}
      </Box>
      <Typography variant="h1" sx={{ mt: 2, fontSize: { xs: '2rem', md: '2.6rem' } }}>
        {title}
      </Typography>
      <Typography component="div" sx={{ mt: 2, color: 'text.secondary', fontSize: '1.1rem' }}>
        {children}
      </Typography>
      <Box sx={{ mt: 4, display: 'flex', gap: 2, justifyContent: 'center', flexWrap: 'wrap' }}>
        {links.map(({ to, label }, index) => (
          <Button key={to} component={RouterLink} to={to} variant={index === 0 ? 'contained' : 'outlined'} size="large">
            {label}
          </Button>
        ))}
      </Box>
    </Container>
  );
}
