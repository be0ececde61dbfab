import LogoutIcon from '@mui/icons-material/Logout';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Container from '@mui/material/Container';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { User } from '@petshop/contract';
import type { ReactNode } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { api } from '../api/client';
import { PageBanner } from '../components/PageBanner';
import { AddressesPanel } from '../components/profile/AddressesPanel';
import { OrdersPanel } from '../components/profile/OrdersPanel';
import { ReturnsPanel } from '../components/profile/ReturnsPanel';
import { useLoad } from '../components/profile/useLoad';
import { VouchersPanel } from '../components/profile/VouchersPanel';
import { WishlistList } from '../components/WishlistList';
import { clearUserToken } from '../lib/session';
import { toast } from '../lib/toast';
import { usePageTitle } from '../lib/usePageTitle';

/** The side menu of spec §2 (Logout is a button below it), plus the shopper's store vouchers. */
const SECTIONS: readonly { id: string; label: string; render: () => ReactNode }[] = [
  { id: 'orders', label: 'Orders', render: () => <OrdersPanel /> },
  { id: 'return', label: 'Return', render: () => <ReturnsPanel /> },
  { id: 'wishlist', label: 'Wishlist', render: () => <WishlistList headingLevel="h3" /> },
  { id: 'addresses', label: 'Shipping Address', render: () => <AddressesPanel /> },
  { id: 'vouchers', label: 'Vouchers', render: () => <VouchersPanel /> },
];

const loadMe = () => api.get<{ user: User }>('/auth/me').then((body) => body.user);

export default function ProfilePage() {
  usePageTitle('My account');
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const wide = useMediaQuery((theme) => theme.breakpoints.up('md'));
  const { data: me } = useLoad(loadMe);
  // The section is in the address, so a reload or a shared link opens the same one.
  const current = SECTIONS.find((s) => s.id === params.get('tab')) ?? SECTIONS[0]!;

  const logout = () => {
    clearUserToken();
    toast.success('Logged out successfully');
    navigate('/');
  };

  return (
    <>
      <PageBanner title="My account" subtitle={me ? `Hello, ${me.firstName}! Your orders, returns, wishlist and addresses are all here.` : undefined} />
      <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }}>
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: '240px minmax(0, 1fr)' }, gap: { xs: 3, md: 4 }, alignItems: 'start' }}>
          <Card component="nav" aria-label="My account" sx={{ p: 1, position: { md: 'sticky' }, top: { md: 96 } }}>
            <Tabs
              orientation={wide ? 'vertical' : 'horizontal'}
              variant="scrollable"
              allowScrollButtonsMobile
              value={current.id}
              onChange={(_event, tab: string) => setParams({ tab }, { replace: true })}
              aria-label="Account sections"
              sx={{ '& .MuiTab-root': { alignItems: wide ? 'flex-start' : 'center', textAlign: 'left', minHeight: 44, fontSize: '1rem' } }}
            >
              {SECTIONS.map((s) => (
                <Tab key={s.id} value={s.id} label={s.label} id={`tab-${s.id}`} aria-controls={`panel-${s.id}`} />
              ))}
            </Tabs>
            <Button
              fullWidth={wide}
              startIcon={<LogoutIcon />}
              color="inherit"
              onClick={logout}
              sx={{ mt: 1, justifyContent: wide ? 'flex-start' : 'center', px: 2 }}
            >
              Logout
            </Button>
          </Card>
          <Box role="tabpanel" id={`panel-${current.id}`} aria-labelledby={`tab-${current.id}`}>
            <Typography variant="h2" sx={{ mb: 3, fontSize: { xs: '1.6rem', md: '2rem' } }}>
              {current.label}
            </Typography>
            {current.render()}
          </Box>
        </Box>
      </Container>
    </>
  );
}
