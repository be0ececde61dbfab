import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useSupportForm } from './useSupportForm';

/** The FAQ's 'Still need help?' card: a question for support. */
export function SupportForm() {
  const { fieldProps, sending, submit } = useSupportForm();

  return (
    <Card component="section" aria-labelledby="support-title" sx={{ position: { md: 'sticky' }, top: { md: 140 } }}>
      <CardContent sx={{ p: { xs: 3, md: 4 } }}>
        <Typography id="support-title" variant="h2" sx={{ fontSize: { xs: '1.5rem', md: '1.8rem' } }}>
          Still need help?
        </Typography>
        <Typography sx={{ color: 'text.secondary', mt: 1, mb: 3 }}>Send us your question and we will get back to you.</Typography>
        <Box component="form" noValidate onSubmit={submit} sx={{ display: 'grid', gap: 2 }}>
          <TextField label="Email" type="email" required autoComplete="email" {...fieldProps('email')} />
          <TextField label="Subject" required {...fieldProps('subject')} />
          <TextField label="Message (optional)" multiline minRows={4} {...fieldProps('message')} />
          <Button type="submit" variant="contained" size="large" disabled={sending} sx={{ justifySelf: 'start' }}>
            {sending ? 'Sending…' : 'Send question'}
          </Button>
        </Box>
      </CardContent>
    </Card>
  );
}
