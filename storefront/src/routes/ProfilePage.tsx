import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import type { User } from '@petshop/contract';
import { useSearchParams } from 'react-router-dom';
import { api } from '../api/client';
import { PageBanner } from '../components/PageBanner';
import { ProfileMenu } from '../components/profile/ProfileMenu';
import { PROFILE_SECTIONS } from '../components/profile/profileSections';
import { useLogout } from '../components/profile/useLogout';
import { useLoad } from '../lib/useLoad';
import { usePageTitle } from '../lib/usePageTitle';

const loadMe = () => api.get<{ user: User }>('/auth/me').then((body) => body.user);

export default function ProfilePage() {
  usePageTitle('My account');
  const [params] = useSearchParams();
  const { data: me, setData: setMe } = useLoad(loadMe);
  const logout = useLogout();
  // The section is in the address, so a reload or a shared link opens the same one.
  const current = PROFILE_SECTIONS.find((s) => s.id === params.get('tab')) ?? PROFILE_SECTIONS[0];

  return (
    <>
      <PageBanner title="My account" subtitle={me ? `Hello, ${me.firstName}! Your orders, returns, wishlist and addresses are all here.` : undefined} />
      <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }}>
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: '240px minmax(0, 1fr)' }, gap: { xs: 3, md: 4 }, alignItems: 'start' }}>
          <ProfileMenu currentId={current.id} onLogout={logout} />
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
