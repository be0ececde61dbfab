import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { SHOP_TAGLINE } from '../../lib/brand';
import { usePageTitle } from '../../lib/usePageTitle';
import { Logo } from '../Logo';

interface AuthLayoutProps {
  title: string;
  subtitle: ReactNode;
  children: ReactNode;
  /** The links under the card (to signup, login, forgot password). */
  footer?: ReactNode;
}

/**
 * The standalone frame of the login, signup, forgot-password and OTP pages (no header or
 * footer, nothing to leave the form for): the logo leads home, a warm panel on wide screens, the form in a card.
 */
export function AuthLayout({ title, subtitle, children, footer }: AuthLayoutProps) {
  usePageTitle(title);
  return (
    <Box component="main" sx={{ minHeight: '100vh', display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
      <Box
        sx={{
          display: { xs: 'none', md: 'flex' },
          flexDirection: 'column',
          justifyContent: 'center',
          gap: 4,
          p: 8,
          background: 'linear-gradient(160deg, #FBEBD9 0%, #F7DCC0 55%, #E7F1EC 100%)',
        }}
      >
        <Typography variant="h2" component="p" sx={{ maxWidth: 460 }}>
          Everything your dog or cat needs, delivered across India.
        </Typography>
        <Box component="img" src="/images/paradise.svg" alt="" width={600} height={420} sx={{ width: '100%', maxWidth: 520, height: 'auto' }} />
        <Typography sx={{ color: 'text.secondary' }}>{SHOP_TAGLINE} · Free shipping on all orders</Typography>
      </Box>
      <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', px: 2, py: { xs: 4, md: 6 } }}>
        <Box sx={{ width: '100%', maxWidth: 440 }}>
          <Logo />
        </Box>
        <Card sx={{ width: '100%', maxWidth: 440, mt: { xs: 4, md: 8 } }}>
          <CardContent sx={{ p: { xs: 3, sm: 4 } }}>
            <Typography variant="h1" sx={{ fontSize: { xs: '1.9rem', md: '2.2rem' } }}>
              {title}
            </Typography>
            <Typography sx={{ color: 'text.secondary', mt: 1, mb: 3 }}>{subtitle}</Typography>
            {children}
          </CardContent>
        </Card>
        {footer && <Box sx={{ width: '100%', maxWidth: 440, mt: 3, textAlign: 'center', display: 'grid', gap: 1 }}>{footer}</Box>}
      </Box>
    </Box>
  );
}
