// The shop's benefits, each a block the home and about pages pick from.

import AutorenewIcon from '@mui/icons-material/Autorenew';
import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import LockIcon from '@mui/icons-material/Lock';
import PetsIcon from '@mui/icons-material/Pets';
import SupportAgentIcon from '@mui/icons-material/SupportAgent';
import WorkspacePremiumIcon from '@mui/icons-material/WorkspacePremium';
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
