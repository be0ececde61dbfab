import MailOutlineIcon from '@mui/icons-material/MailOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import OutlinedInput from '@mui/material/OutlinedInput';
import Typography from '@mui/material/Typography';
import { useId, useState, type FormEvent } from 'react';
import { sendForm, subscribeToNewsletter } from '../api/messages';
import { messageEmailError } from './auth/validation';

/** Newsletter sign-up (interface 6): stored by the API, which thanks the shopper (again if already subscribed). */
export function NewsletterBlock() {
  const headingId = useId();
  const inputId = useId();
  const helperId = useId();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    const invalid = messageEmailError(email);
    setError(invalid ?? null);
    if (invalid) return;
    setSending(true);
    const { sent, fields } = await sendForm(() => subscribeToNewsletter({ email: email.trim() }), 'Thank you for subscribing!');
    setSending(false);
    if (sent) setEmail('');
    setError(fields.email ?? null);
  };

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
          <Box component="form" noValidate onSubmit={submit}>
            <Typography component="label" htmlFor={inputId} sx={{ display: 'block', fontWeight: 700, mb: 1 }}>
              Email address
            </Typography>
            <Box sx={{ display: 'flex', gap: 1.5, flexDirection: { xs: 'column', sm: 'row' }, alignItems: 'flex-start' }}>
              {/* TextField's parts without its Select, Menu and Popover, which every page would load. */}
              <FormControl
                fullWidth
                error={Boolean(error)}
                sx={{
                  '& .MuiInputBase-root': { bgcolor: 'background.paper', borderRadius: '14px' },
                  '& .MuiFormHelperText-root, & .MuiFormHelperText-root.Mui-error': { color: '#FFE3CC', fontWeight: 700, mx: 0 },
                }}
              >
                <OutlinedInput
                  id={inputId}
                  type="email"
                  name="email"
                  placeholder="you@example.com"
                  autoComplete="email"
                  value={email}
                  onChange={(event) => {
                    setEmail(event.target.value);
                    if (error) setError(null);
                  }}
                  slotProps={{ input: { 'aria-describedby': helperId } }}
                />
                <FormHelperText id={helperId}>{error ?? ' '}</FormHelperText>
              </FormControl>
              <Button
                type="submit"
                variant="contained"
                size="large"
                disabled={sending}
                sx={{ flexShrink: 0, minHeight: 56, px: 4, width: { xs: '100%', sm: 'auto' } }}
              >
                {sending ? 'Subscribing…' : 'Subscribe'}
              </Button>
            </Box>
          </Box>
        </Box>
      </Container>
    </Box>
  );
}
