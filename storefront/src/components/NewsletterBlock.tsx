import MailOutlineIcon from '@mui/icons-material/MailOutlined';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { NewsletterForm } from './NewsletterForm';

/** Newsletter sign-up (interface 6): stored by the API, which thanks the shopper (again if already subscribed). */
export function NewsletterBlock() {
  const headingId = useId();

  return (
    <Box component="section" aria-labelledby={headingId} sx={{ py: { xs: 6, md: 8 } }}>
      <Container maxWidth="lg">
        <Box
          sx={{
            borderRadius: '28px',
            px: { xs: 3, md: 8 },
            py: { xs: 5, md: 6 },
            bgcolor: 'secondary.main',
            color: 'secondary.contrastText',
            display: 'grid',
            gridTemplateColumns: { xs: '1fr', md: '1.1fr 1fr' },
            gap: { xs: 3, md: 6 },
            alignItems: 'center',
            backgroundImage: 'radial-gradient(circle at 95% 10%, rgba(255,255,255,0.12) 0, rgba(255,255,255,0.12) 120px, transparent 121px)',
          }}
        >
          <Box>
            <MailOutlineIcon aria-hidden sx={{ fontSize: 40, opacity: 0.9 }} />
            <Typography id={headingId} variant="h2" sx={{ mt: 1 }}>
              Join the pack
            </Typography>
            <Typography sx={{ mt: 1, opacity: 0.9 }}>
              Subscribe for pet-care tips, new arrivals and members-only offers. No spam, unsubscribe any time.
            </Typography>
          </Box>
          <NewsletterForm />
        </Box>
      </Container>
    </Box>
  );
}
