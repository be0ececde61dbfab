import type { ComponentPropsWithoutRef } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import styles from './ui.module.css';

type Look = { color?: 'default' | 'inherit'; edge?: 'start' | 'end'; size?: 'medium' | 'small' };
type AsButton = Look & Omit<ComponentPropsWithoutRef<'button'>, 'color'> & { to?: undefined; href?: undefined };
type AsRouterLink = Look & Omit<ComponentPropsWithoutRef<typeof RouterLink>, 'color'>;
type AsAnchor = Look & Omit<ComponentPropsWithoutRef<'a'>, 'color'> & { href: string; to?: undefined };

/** MUI's IconButton, for the first screen: a router link with `to`, an anchor with `href`, else a button. Name it with `aria-label`. */
export function IconButton(props: AsButton | AsRouterLink | AsAnchor) {
  const { color = 'default', edge, size = 'medium', className, ...rest } = props;
  const look = [
    styles.iconButton,
    color === 'inherit' && styles.iconButtonInherit,
    size === 'small' && styles.iconButtonSmall,
    edge === 'start' && styles.edgeStart,
    edge === 'end' && styles.edgeEnd,
    className,
  ]
    .filter(Boolean)
    .join(' ');
  if (rest.to !== undefined) return <RouterLink className={look} {...(rest as ComponentPropsWithoutRef<typeof RouterLink>)} />;
  if (rest.href !== undefined) return <a className={look} {...(rest as ComponentPropsWithoutRef<'a'>)} />;
  return <button type="button" className={look} {...(rest as ComponentPropsWithoutRef<'button'>)} />;
}
