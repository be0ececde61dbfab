import LogoutIcon from '@mui/icons-material/Logout';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import type { User } from '@petshop/contract';
import { type ReactNode, useEffect, useRef } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import { api } from '../api/client';
import { PageBanner } from '../components/PageBanner';
import { AccountPanel } from '../components/profile/AccountPanel';
import { AddressesPanel } from '../components/profile/AddressesPanel';
import { OrdersPanel } from '../components/profile/OrdersPanel';
import { ReturnsPanel } from '../components/profile/ReturnsPanel';
import { useLoad } from '../lib/useLoad';
import { VouchersPanel } from '../components/profile/VouchersPanel';
import { WishlistList } from '../components/WishlistList';
import { clearUserToken } from '../lib/session';
import { toast } from '../lib/toast';
import { usePageTitle } from '../lib/usePageTitle';

interface Account {
  me: User | null;
  onRenamed: (user: User) => void;
}

/** The side menu (Logout is a button below it), plus the shopper's store vouchers and account details. */
const SECTIONS: readonly { id: string; label: string; render: (account: Account) => ReactNode }[] = [
  { id: 'orders', label: 'Orders', render: () => <OrdersPanel /> },
  { id: 'return', label: 'Return', render: () => <ReturnsPanel /> },
  { id: 'wishlist', label: 'Wishlist', render: () => <WishlistList headingLevel="h3" /> },
  { id: 'addresses', label: 'Shipping Address', render: () => <AddressesPanel /> },
  { id: 'vouchers', label: 'Vouchers', render: () => <VouchersPanel /> },
  { id: 'account', label: 'Account details', render: ({ me, onRenamed }) => <AccountPanel me={me} onRenamed={onRenamed} /> },
];

const loadMe = () => api.get<{ user: User }>('/auth/me').then((body) => body.user);

export default function ProfilePage() {
  usePageTitle('My account');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { data: me, setData: setMe } = useLoad(loadMe);
  // The section is in the address, so a reload or a shared link opens the same one.
  const current = SECTIONS.find((s) => s.id === params.get('tab')) ?? SECTIONS[0]!;

  // Leave first, and forget the token once this page is gone: with the token gone while the
  // protected layout still shows, it would send the shopper to /login instead of home.
  const loggingOut = useRef(false);
  useEffect(
    () => () => {
      if (!loggingOut.current) return;
      clearUserToken();
      toast.success('Logged out successfully');
    },
    [],
  );
  const logout = () => {
    loggingOut.current = true;
    navigate('/');
  };

  return (
    <>
      <PageBanner title="My account" subtitle={me ? `Hello, ${me.firstName}! Your orders, returns, wishlist and addresses are all here.` : undefined} />
      <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }}>
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: '240px minmax(0, 1fr)' }, gap: { xs: 3, md: 4 }, alignItems: 'start' }}>
          <Card component="nav" aria-label="My account" sx={{ p: 1, position: { md: 'sticky' }, top: { md: 96 } }}>
            <Box
              component="ul"
              sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(3, 1fr)', md: '1fr' }, gap: 0.5 }}
            >
              {SECTIONS.map((s) => {
                const active = s.id === current.id;
                return (
                  <li key={s.id}>
                    <Button
                      component={RouterLink}
                      to={`/profile?tab=${s.id}`}
                      replace
                      aria-current={active ? 'page' : undefined}
                      fullWidth
                      color={active ? 'primary' : 'inherit'}
                      variant={active ? 'contained' : 'text'}
                      sx={{ justifyContent: { xs: 'center', md: 'flex-start' }, px: 2, py: 1, fontSize: '1rem', whiteSpace: 'nowrap' }}
                    >
                      {s.label}
                    </Button>
                  </li>
                );
              })}
              <li>
                <Button
                  fullWidth
                  startIcon={<LogoutIcon />}
                  color="inherit"
                  onClick={logout}
                  sx={{ justifyContent: { xs: 'center', md: 'flex-start' }, px: 2, py: 1, fontSize: '1rem' }}
                >
                  Logout
                </Button>
              </li>
            </Box>
          </Card>
          <Box component="section" aria-labelledby="profile-section-title">
            <Typography id="profile-section-title" variant="h2" sx={{ mb: 3, fontSize: { xs: '1.6rem', md: '2rem' } }}>
              {current.label}
            </Typography>
            {current.render({ me, onRenamed: setMe })}
          </Box>
        </Box>
      </Container>
    </>
  );
}
