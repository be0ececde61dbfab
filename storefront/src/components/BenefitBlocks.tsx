import AutorenewIcon from '@mui/icons-material/Autorenew';
import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import LockIcon from '@mui/icons-material/Lock';
import PetsIcon from '@mui/icons-material/Pets';
import SupportAgentIcon from '@mui/icons-material/SupportAgent';
import WorkspacePremiumIcon from '@mui/icons-material/WorkspacePremium';
import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import type { SvgIconComponent } from '@mui/icons-material';

/** Benefit blocks (static content): id, icon, title, desc. */
export interface Benefit {
  id: string;
  icon: SvgIconComponent;
  title: string;
  desc: string;
}

export const BENEFITS = {
  shipping: {
    id: 'shipping',
    icon: LocalShippingIcon,
    title: 'Free shipping',
    desc: 'Free standard delivery on every order, right to your door.',
  },
  brands: {
    id: 'brands',
    icon: WorkspacePremiumIcon,
    title: 'Trusted-quality brands',
    desc: 'Food, treats and gear from makers vets and pet parents rely on.',
  },
  guarantee: {
    id: 'guarantee',
    icon: AutorenewIcon,
    title: 'Love it or get a refund',
    desc: 'Not happy? Return it within 30 days of delivery.',
  },
  payment: {
    id: 'payment',
    icon: LockIcon,
    title: 'Secure payment',
    desc: 'Pay safely by UPI, card or net banking.',
  },
  lifeStage: {
    id: 'lifeStage',
    icon: PetsIcon,
    title: 'For every life stage',
    desc: 'From playful puppies and kittens to gentle seniors.',
  },
  support: {
    id: 'support',
    icon: SupportAgentIcon,
    title: 'Friendly help',
    desc: 'Real pet lovers answer your questions, six days a week.',
  },
} satisfies Record<string, Benefit>;

export function BenefitBlocks({ items, columns = 4 }: { items: readonly Benefit[]; columns?: 3 | 4 }) {
  return (
    <Grid container spacing={{ xs: 2, md: 3 }} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {items.map(({ id, icon: Icon, title, desc }) => (
        <Grid key={id} size={{ xs: 6, md: 12 / columns }} component="li">
          <Box
            sx={{
              display: 'flex',
              flexDirection: { xs: 'column', sm: 'row' },
              gap: { xs: 1.5, sm: 2 },
              alignItems: 'flex-start',
              height: '100%',
              p: { xs: 2, sm: 2.5 },
              borderRadius: '20px',
              bgcolor: 'background.paper',
              border: 1,
              borderColor: 'divider',
            }}
          >
            <Box
              aria-hidden
              sx={{
                flexShrink: 0,
                width: 48,
                height: 48,
                borderRadius: '50%',
                display: 'grid',
                placeItems: 'center',
                bgcolor: 'rgba(31, 111, 92, 0.1)',
                color: 'secondary.main',
              }}
            >
              <Icon />
            </Box>
            <Box>
              <Typography component="h3" variant="h6">
                {title}
              </Typography>
              <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.5 }}>
                {desc}
              </Typography>
            </Box>
          </Box>
        </Grid>
      ))}
    </Grid>
  );
}
