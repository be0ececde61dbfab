import type { ReactNode, SVGProps } from 'react';
import styles from './ui.module.css';

export type PlainIconProps = Omit<SVGProps<SVGSVGElement>, 'children'> & { fontSize?: 'small' | 'medium' | 'inherit' };

/**
 * What `@mui/icons-material/<Name>?plain` builds its icon with (see `plainIcons` in vite.config.ts): the
 * package's own shapes in a bare <svg> sized like MUI's SvgIcon, without SvgIcon and the styling
 * runtime under it, for what the first screen draws.
 */
export default function createSvgIcon(shapes: ReactNode, name: string) {
  // biome-ignore lint/correctness/noComponentHookFactories: called once per icon, when its module loads (as MUI's createSvgIcon is).
  function PlainIcon({ fontSize = 'medium', className, ...svg }: PlainIconProps) {
    const size = fontSize === 'small' ? styles.iconSmall : fontSize === 'inherit' ? styles.iconInherit : '';
    return (
      <svg className={[styles.icon, size, className].filter(Boolean).join(' ')} focusable="false" aria-hidden="true" viewBox="0 0 24 24" {...svg}>
        {shapes}
      </svg>
    );
  }
  PlainIcon.displayName = `${name}Icon`;
  return PlainIcon;
}
