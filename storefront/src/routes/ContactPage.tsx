import AccessTimeIcon from '@mui/icons-material/AccessTime';
import EmailIcon from '@mui/icons-material/Email';
import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import LocationOnIcon from '@mui/icons-material/LocationOn';
import PhoneIcon from '@mui/icons-material/Phone';
import SendIcon from '@mui/icons-material/Send';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type ChangeEvent, type FormEvent, type ReactNode } from 'react';
import { sendContactMessage, sendForm } from '../api/messages';
import { messageEmailError, withoutEmpty } from '../components/auth/validation';
import { PageBanner } from '../components/PageBanner';
import { SHOP_CONTACT } from '../lib/brand';
import { usePageTitle } from '../lib/usePageTitle';

type Field = 'name' | 'email' | 'subject' | 'message';
type Values = Record<Field, string>;
const EMPTY: Values = { name: '', email: '', subject: '', message: '' };

// Worded as POST /api/contact words them; the email is required because it is how we answer.
function validate(values: Values): Partial<Record<Field, string>> {
  return withoutEmpty({
    name: values.name.trim() ? undefined : 'Name is required',
    email: messageEmailError(values.email),
    subject: values.subject.trim() ? undefined : 'Subject is required',
    message: values.message.trim() ? undefined : 'Message is required',
  });
}

export default function ContactPage() {
  usePageTitle('Contact Us');
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [sending, setSending] = useState(false);

  const change = (field: Field) => (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    setValues((current) => ({ ...current, [field]: event.target.value }));
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    const found = validate(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setSending(true);
    const body = {
      name: values.name.trim(),
      email: values.email.trim(),
      subject: values.subject.trim(),
      message: values.message.trim(),
      source: 'contact' as const,
    };
    const { sent, fields } = await sendForm(() => sendContactMessage(body), 'Your message has been sent. We will get back to you soon.');
    setSending(false);
    setErrors(fields);
    if (sent) setValues(EMPTY);
  };

  const fieldProps = (field: Field) => ({
    name: field,
    value: values[field],
    onChange: change(field),
    error: Boolean(errors[field]),
    helperText: errors[field],
  });

  return (
    <>
      <PageBanner title="Contact Us" subtitle="Questions about an order, a product or your pet’s needs? We are happy to help." />
      <Container maxWidth="lg" sx={{ py: { xs: 5, md: 8 } }}>
        <Grid container spacing={{ xs: 4, md: 6 }}>
          <Grid size={{ xs: 12, md: 7 }}>
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
          </Grid>
          <Grid size={{ xs: 12, md: 5 }}>
            <Stack spacing={3}>
              <Card>
                <CardContent sx={{ p: { xs: 3, md: 4 } }}>
                  <Typography variant="h2" sx={{ fontSize: { xs: '1.5rem', md: '1.8rem' }, mb: 2 }}>
                    Get in touch
                  </Typography>
                  <Stack component="ul" spacing={2} sx={{ listStyle: 'none', p: 0, m: 0 }}>
                    <ContactLine icon={<LocationOnIcon />} label="Visit us">
                      {SHOP_CONTACT.address.map((line) => (
                        <span key={line}>
                          {line}
                          <br />
                        </span>
                      ))}
                    </ContactLine>
                    <ContactLine icon={<PhoneIcon />} label="Call us">
                      <Link href={SHOP_CONTACT.phoneHref}>{SHOP_CONTACT.phone}</Link>
                    </ContactLine>
                    <ContactLine icon={<EmailIcon />} label="Email us">
                      <Link href={`mailto:${SHOP_CONTACT.email}`}>{SHOP_CONTACT.email}</Link>
                    </ContactLine>
                    <ContactLine icon={<AccessTimeIcon />} label="Opening hours">
                      {SHOP_CONTACT.hours}
                    </ContactLine>
                  </Stack>
                </CardContent>
              </Card>
              <Alert icon={<LocalShippingIcon />} severity="success" sx={{ borderRadius: '20px' }}>
                Standard shipping is free on all orders, anywhere in India.
              </Alert>
            </Stack>
          </Grid>
        </Grid>
      </Container>
    </>
  );
}

function ContactLine({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <Box component="li" sx={{ display: 'flex', gap: 2 }}>
      <Box aria-hidden sx={{ color: 'primary.main', mt: 0.25 }}>
        {icon}
      </Box>
      <Box>
        <Typography sx={{ fontWeight: 800 }}>{label}</Typography>
        <Typography component="div" sx={{ color: 'text.secondary' }}>
          {children}
        </Typography>
      </Box>
    </Box>
  );
}
