import type { ReactNode } from 'react';
import ui from './ui/ui.module.css';

/** Words for screen readers only: which product a button acts on, what a struck-out price was. */
export function VisuallyHidden({ children }: { children: ReactNode }) {
  return <span className={ui.visuallyHidden}>{children}</span>;
}
