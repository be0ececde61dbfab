import SendIcon from '@mui/icons-material/Send';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useContactForm } from './useContactForm';

/** The contact page's 'Send us a message' card. */
export function ContactForm() {
  const { fieldProps, sending, submit } = useContactForm();

  return (
    <Card>
      <CardContent sx={{ p: { xs: 3, md: 4 } }}>
        <Typography variant="h2" sx={{ fontSize: { xs: '1.5rem', md: '1.8rem' } }}>
          Send us a message
        </Typography>
        <Typography sx={{ color: 'text.secondary', mt: 1, mb: 3 }}>Fields marked * are required.</Typography>
        <Box component="form" noValidate onSubmit={submit}>
          <Grid container spacing={2}>
            <Grid size={{ xs: 12, sm: 6 }}>
              <TextField label="Your Name" required autoComplete="name" {...fieldProps('name')} />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <TextField label="Your E-mail" type="email" required autoComplete="email" {...fieldProps('email')} />
            </Grid>
            <Grid size={12}>
              <TextField label="Subject" required {...fieldProps('subject')} />
            </Grid>
            <Grid size={12}>
              <TextField label="Type Your Message" required multiline minRows={5} {...fieldProps('message')} />
            </Grid>
          </Grid>
          <Button type="submit" variant="contained" size="large" endIcon={<SendIcon />} disabled={sending} sx={{ mt: 3 }}>
            {sending ? 'Sending…' : 'Send Mail'}
          </Button>
        </Box>
      </CardContent>
    </Card>
  );
}
