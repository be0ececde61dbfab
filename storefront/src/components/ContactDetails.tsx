import AccessTimeIcon from '@mui/icons-material/AccessTime';
import EmailIcon from '@mui/icons-material/Email';
import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import LocationOnIcon from '@mui/icons-material/LocationOn';
import PhoneIcon from '@mui/icons-material/Phone';
import Alert from '@mui/material/Alert';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { SHOP_CONTACT } from '../lib/brand';
import { ContactLine } from './ContactLine';

/** The contact page's 'Get in touch' card (address, phone, email, hours) and the free-shipping note. */
export function ContactDetails() {
  return (
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
  );
}
