import type { ComponentPropsWithoutRef, ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import styles from './ui.module.css';

type Look = { variant?: 'contained' | 'outlined' | 'text'; color?: 'primary' | 'secondary' | 'inherit'; size?: 'medium' | 'large'; endIcon?: ReactNode };
type AsButton = Look & ComponentPropsWithoutRef<'button'> & { to?: undefined };
type AsLink = Look & Omit<ComponentPropsWithoutRef<typeof RouterLink>, 'color'>;

/** The classes of a button of this look (for a link the router draws itself, such as a NavLink). */
export function buttonClass({ variant = 'text', color = 'primary', size = 'medium' }: Look, className?: string): string {
  return [styles.button, styles[variant], color !== 'primary' && styles[color], size === 'large' && styles.large, className].filter(Boolean).join(' ');
}

/** MUI's Button as the theme draws it, for the first screen: a router link when given `to`, else a button. */
export function Button(props: AsButton | AsLink) {
  const { variant, color, size, endIcon, className, children, ...rest } = props;
  const look = buttonClass({ variant, color, size }, className);
  const content = (
    <>
      {children}
      {endIcon && <span className={styles.endIcon}>{endIcon}</span>}
    </>
  );
  if ('to' in rest && rest.to !== undefined) {
    return (
      <RouterLink className={look} {...(rest as ComponentPropsWithoutRef<typeof RouterLink>)}>
        {content}
      </RouterLink>
    );
  }
  return (
    <button type="button" className={look} {...(rest as ComponentPropsWithoutRef<'button'>)}>
      {content}
    </button>
  );
}
