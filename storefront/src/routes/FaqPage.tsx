import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { PageBanner } from '../components/PageBanner';
import { sendContactMessage, sendForm } from '../api/messages';
import { messageEmailError } from '../components/auth/validation';
import { usePageTitle } from '../lib/usePageTitle';

const FAQS = [
  {
    id: 'shipping',
    question: 'How much does shipping cost?',
    answer: 'Nothing. Standard shipping is free on every order, anywhere we deliver in India.',
  },
  {
    id: 'delivery',
    question: 'How long will my order take to arrive?',
    answer: 'Most orders reach metro cities in 2 to 4 working days and other locations in 4 to 7 working days.',
  },
  {
    id: 'returns',
    question: 'Can I return a product?',
    answer: 'Yes. You can request a return or exchange within 30 days of delivery from the Return section of My Account. Shipping fees are non-refundable.',
  },
  {
    id: 'payment',
    question: 'Which payment methods do you accept?',
    answer: 'You can pay securely by UPI, credit or debit card, or net banking at checkout. All prices are in rupees.',
  },
  {
    id: 'food',
    question: 'How do I choose the right food for my pet?',
    answer: 'Look for food made for your pet’s life stage and size, and change diets gradually over a week. Our team is happy to help you compare options.',
  },
  {
    id: 'account',
    question: 'Do I need an account to order?',
    answer: 'Yes. An account lets you check out with saved addresses, follow your orders and request returns.',
  },
] as const;

export default function FaqPage() {
  usePageTitle('FAQ');
  // The first question starts open; clicking the open one closes it.
  const [expanded, setExpanded] = useState<string | null>(FAQS[0].id);

  return (
    <>
      <PageBanner title="Frequently Asked Questions" subtitle="Quick answers about orders, delivery, returns and payments." />
      <Container maxWidth="lg" sx={{ py: { xs: 5, md: 8 } }}>
        <Grid container spacing={{ xs: 4, md: 6 }}>
          <Grid size={{ xs: 12, md: 7 }}>
            {FAQS.map((faq) => (
              <Accordion
                key={faq.id}
                expanded={expanded === faq.id}
                onChange={(_, isOpen) => setExpanded(isOpen ? faq.id : null)}
                disableGutters
                elevation={0}
                sx={{ mb: 1.5, border: 1, borderColor: 'divider', borderRadius: '14px !important', '&::before': { display: 'none' } }}
              >
                <AccordionSummary expandIcon={<ExpandMoreIcon />} aria-controls={`faq-${faq.id}-content`} id={`faq-${faq.id}-header`}>
                  <Typography component="span" sx={{ fontWeight: 700 }}>
                    {faq.question}
                  </Typography>
                </AccordionSummary>
                <AccordionDetails>
                  <Typography sx={{ color: 'text.secondary' }}>{faq.answer}</Typography>
                </AccordionDetails>
              </Accordion>
            ))}
          </Grid>
          <Grid size={{ xs: 12, md: 5 }}>
            <SupportForm />
          </Grid>
        </Grid>
      </Container>
    </>
  );
}

function SupportForm() {
  const [email, setEmail] = useState('');
  const [subject, setSubject] = useState('');
  const [message, setMessage] = useState('');
  const [errors, setErrors] = useState<{ email?: string; subject?: string; message?: string }>({});
  const [sending, setSending] = useState(false);

  // Stored with the contact page's messages (source 'faq'), so support sees both in one place.
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    const found = { email: messageEmailError(email), subject: subject.trim() ? undefined : 'Subject is required' };
    setErrors(found);
    if (found.email || found.subject) return;
    setSending(true);
    const body = { email: email.trim(), subject: subject.trim(), message: message.trim() || undefined, source: 'faq' as const };
    const { sent, fields } = await sendForm(() => sendContactMessage(body), 'Your message has been sent. We will get back to you soon.');
    setSending(false);
    setErrors(fields);
    if (!sent) return;
    setEmail('');
    setSubject('');
    setMessage('');
  };

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
