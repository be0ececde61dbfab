// The shop's benefits, each a block the home and about pages pick from.

import AutorenewIcon from '@mui/icons-material/Autorenew?plain';
import LocalShippingIcon from '@mui/icons-material/LocalShipping?plain';
import LockIcon from '@mui/icons-material/Lock?plain';
import PetsIcon from '@mui/icons-material/Pets?plain';
import SupportAgentIcon from '@mui/icons-material/SupportAgent?plain';
import WorkspacePremiumIcon from '@mui/icons-material/WorkspacePremium?plain';
import type { JSX } from 'react';
import type { PlainIconProps } from '../components/ui/plainIcon';

/** Benefit blocks (static content): id, icon, title, desc. */
export interface Benefit {
  id: string;
  icon: (props: PlainIconProps) => JSX.Element;
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
