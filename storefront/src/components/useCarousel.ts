import { useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';

/** A drag of more than this share of the width moves to the next or previous image. */
const SWIPE_SHARE = 0.18;

/**
 * Which of `count` slides shows, and how far it is being dragged: pointer events (mouse, pen and
 * finger alike) and the arrow keys move it, so no gesture library is needed.
 */
export function useCarousel(count: number) {
  const [index, setIndex] = useState(0);
  const [drag, setDrag] = useState<number | null>(null);
  const start = useRef<{ x: number; width: number } | null>(null);
  const last = count - 1;
  const go = (next: number) => setIndex(Math.max(0, Math.min(last, next)));

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (last === 0 || (event.pointerType === 'mouse' && event.button !== 0)) return;
    start.current = { x: event.clientX, width: event.currentTarget.clientWidth || 1 };
    event.currentTarget.setPointerCapture(event.pointerId);
    setDrag(0);
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (start.current) setDrag(event.clientX - start.current.x);
  };
  const onPointerEnd = () => {
    if (!start.current || drag === null) return;
    const share = drag / start.current.width;
    if (share <= -SWIPE_SHARE) go(index + 1);
    else if (share >= SWIPE_SHARE) go(index - 1);
    start.current = null;
    setDrag(null);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'ArrowRight') go(index + 1);
    else if (event.key === 'ArrowLeft') go(index - 1);
  };

  const handlers = { onPointerDown, onPointerMove, onPointerUp: onPointerEnd, onPointerCancel: onPointerEnd };
  return { index, setIndex, go, drag, last, handlers, onKeyDown };
}
