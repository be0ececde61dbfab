import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** A centred message with an illustration-sized icon and actions (order result, not found). */
export function ResultPanel({ icon, title, children, actions }: { icon: ReactNode; title: string; children: ReactNode; actions: ReactNode }) {
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
      <Box sx={{ mt: 4, display: 'flex', gap: 2, justifyContent: 'center', flexWrap: 'wrap' }}>{actions}</Box>
    </Container>
  );
}
