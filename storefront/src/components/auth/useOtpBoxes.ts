import { useRef, type ClipboardEvent, type KeyboardEvent } from 'react';

/** The OTP boxes' keyboard: typing moves on, Backspace on an empty box goes back, pasting fills the boxes from there. */
export function useOtpBoxes(digits: readonly string[], onChange: (digits: string[]) => void) {
  const boxes = useRef<(HTMLInputElement | null)[]>([]);
  const focus = (index: number) => boxes.current[Math.max(0, Math.min(index, digits.length - 1))]?.focus();

  const setFrom = (index: number, typed: string) => {
    const next = [...digits];
    for (const [offset, digit] of [...typed].entries()) {
      if (index + offset < next.length) next[index + offset] = digit;
    }
    onChange(next);
    focus(index + typed.length);
  };

  const onInput = (index: number, value: string) => {
    const typed = value.replace(/\D/g, '');
    if (!typed) {
      if (!value) onChange(digits.map((digit, i) => (i === index ? '' : digit)));
      return;
    }
    // The box may hold its old digit plus the new one: keep the last typed.
    setFrom(index, typed.slice(-1));
  };

  const onKeyDown = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Backspace' && !digits[index] && index > 0) {
      event.preventDefault();
      onChange(digits.map((digit, i) => (i === index - 1 ? '' : digit)));
      focus(index - 1);
    } else if (event.key === 'ArrowLeft') focus(index - 1);
    else if (event.key === 'ArrowRight') focus(index + 1);
  };

  const onPaste = (index: number, event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    const pasted = event.clipboardData
      .getData('text')
      .replace(/\D/g, '')
      .slice(0, digits.length - index);
    if (pasted) setFrom(index, pasted);
  };

  return { boxes, onInput, onKeyDown, onPaste };
}
