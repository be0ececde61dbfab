import { useRef, type KeyboardEvent } from 'react';

/** The tab list's arrow keys: Left and Right move the focus along its tabs, round from the last to the first. */
export function useTabArrowKeys() {
  const list = useRef<HTMLDivElement>(null);

  const moveFocus = (event: KeyboardEvent) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!step || !list.current) return;
    event.preventDefault();
    const buttons = [...list.current.querySelectorAll<HTMLElement>('[role="tab"]')];
    const at = buttons.indexOf(document.activeElement as HTMLElement);
    buttons[(at + step + buttons.length) % buttons.length]?.focus();
  };

  return { list, moveFocus };
}
