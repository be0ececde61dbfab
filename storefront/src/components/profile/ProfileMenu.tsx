import LogoutIcon from '@mui/icons-material/Logout';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import { Link as RouterLink } from 'react-router-dom';
import { PROFILE_SECTIONS } from './profileSections';

/** The account's side menu: a link per section (the current one filled), then Logout. */
export function ProfileMenu({ currentId, onLogout }: { currentId: string; onLogout: () => void }) {
  return (
    <Card component="nav" aria-label="My account" sx={{ p: 1, position: { md: 'sticky' }, top: { md: 96 } }}>
      <Box
        component="ul"
        sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(3, 1fr)', md: '1fr' }, gap: 0.5 }}
      >
        {PROFILE_SECTIONS.map((s) => {
          const active = s.id === currentId;
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
            onClick={onLogout}
            sx={{ justifyContent: { xs: 'center', md: 'flex-start' }, px: 2, py: 1, fontSize: '1rem' }}
          >
            Logout
          </Button>
        </li>
      </Box>
    </Card>
  );
}
