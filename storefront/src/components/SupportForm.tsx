import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useSupportForm } from './useSupportForm';

/** The FAQ's 'Still need help?' card: a question for support. */
export function SupportForm() {
  const { email, setEmail, subject, setSubject, message, setMessage, errors, sending, submit } = useSupportForm();

  return (
    <Card component="section" aria-labelledby="support-title" sx={{ position: { md: 'sticky' }, top: { md: 140 } }}>
      <CardContent sx={{ p: { xs: 3, md: 4 } }}>
        <Typography id="support-title" variant="h2" sx={{ fontSize: { xs: '1.5rem', md: '1.8rem' } }}>
          Still need help?
        </Typography>
        <Typography sx={{ color: 'text.secondary', mt: 1, mb: 3 }}>Send us your question and we will get back to you.</Typography>
        <Box component="form" noValidate onSubmit={submit} sx={{ display: 'grid', gap: 2 }}>
          <TextField
            label="Email"
            type="email"
            required
            autoComplete="email"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            error={Boolean(errors.email)}
            helperText={errors.email}
          />
          <TextField
            label="Subject"
            required
            value={subject}
            onChange={(event) => setSubject(event.target.value)}
            error={Boolean(errors.subject)}
            helperText={errors.subject}
          />
          <TextField
            label="Message (optional)"
            multiline
            minRows={4}
            value={message}
            onChange={(event) => setMessage(event.target.value)}
            error={Boolean(errors.message)}
            helperText={errors.message}
          />
          <Button type="submit" variant="contained" size="large" disabled={sending} sx={{ justifySelf: 'start' }}>
            {sending ? 'Sending…' : 'Send question'}
          </Button>
        </Box>
      </CardContent>
    </Card>
  );
}
