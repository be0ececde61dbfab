import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import { useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { PRODUCT_PLACEHOLDER_IMAGE, showPlaceholderOnError } from './ProductCard';

/** A drag of more than this share of the width moves to the next or previous image. */
const SWIPE_SHARE = 0.18;

/**
 * The product page's images: drag with mouse, pen or finger, dots to jump, arrow buttons and
 * the arrow keys for keyboards. Pointer events cover touch too, so no gesture library is needed.
 */
export function ProductCarousel({ images, name }: { images: readonly string[]; name: string }) {
  const slides = images.length > 0 ? images : [PRODUCT_PLACEHOLDER_IMAGE];
  const [index, setIndex] = useState(0);
  const [drag, setDrag] = useState<number | null>(null);
  const start = useRef<{ x: number; width: number } | null>(null);
  const last = slides.length - 1;
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

  const offset = drag === null ? `${-index * 100}%` : `calc(${-index * 100}% + ${drag}px)`;
  return (
    <Box role="region" aria-roledescription="carousel" aria-label={`Pictures of ${name}`} onKeyDown={onKeyDown}>
      <Box sx={{ position: 'relative', borderRadius: '20px', overflow: 'hidden', bgcolor: '#FBEBD9', aspectRatio: '1 / 1' }}>
        <Box
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={onPointerEnd}
          onPointerCancel={onPointerEnd}
          sx={{
            display: 'flex',
            height: '100%',
            transform: `translateX(${offset})`,
            transition: drag === null ? 'transform 300ms ease' : 'none',
            cursor: last > 0 ? (drag === null ? 'grab' : 'grabbing') : 'default',
            touchAction: 'pan-y',
            userSelect: 'none',
          }}
        >
          {slides.map((src, i) => (
            <Box
              // biome-ignore lint/suspicious/noArrayIndexKey: a product may list one picture twice; the list is fixed for the page.
              key={`${src}-${i}`}
              component="img"
              src={src}
              alt={slides.length > 1 ? `${name}, picture ${i + 1} of ${slides.length}` : name}
              aria-hidden={i !== index}
              draggable={false}
              onError={showPlaceholderOnError}
              loading={i === 0 ? 'eager' : 'lazy'}
              sx={{ flex: '0 0 100%', width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
            />
          ))}
        </Box>
        {last > 0 && (
          <>
            <ArrowButton side="left" label="Previous picture" disabled={index === 0} onClick={() => go(index - 1)} />
            <ArrowButton side="right" label="Next picture" disabled={index === last} onClick={() => go(index + 1)} />
          </>
        )}
      </Box>
      {last > 0 && (
        <Box sx={{ display: 'flex', justifyContent: 'center', gap: 0.5, mt: 1.5 }}>
          {slides.map((src, i) => (
            <IconButton
              // biome-ignore lint/suspicious/noArrayIndexKey: as above, one dot per picture in a fixed list.
              key={`dot-${src}-${i}`}
              size="small"
              aria-label={`Show picture ${i + 1} of ${slides.length}`}
              aria-current={i === index ? 'true' : undefined}
              onClick={() => setIndex(i)}
              sx={{ p: 1 }}
            >
              <Box
                component="span"
                sx={{
                  display: 'block',
                  width: i === index ? 22 : 10,
                  height: 10,
                  borderRadius: 999,
                  bgcolor: i === index ? 'primary.main' : 'rgba(61, 43, 31, 0.25)',
                  transition: 'width 200ms ease',
                }}
              />
            </IconButton>
          ))}
        </Box>
      )}
    </Box>
  );
}

function ArrowButton({ side, label, disabled, onClick }: { side: 'left' | 'right'; label: string; disabled: boolean; onClick: () => void }) {
  return (
    <IconButton
      aria-label={label}
      disabled={disabled}
      onClick={onClick}
      sx={{
        position: 'absolute',
        top: '50%',
        [side]: 10,
        transform: 'translateY(-50%)',
        bgcolor: 'rgba(255, 255, 255, 0.9)',
        boxShadow: 1,
        '&:hover': { bgcolor: '#fff' },
        '&.Mui-disabled': { opacity: 0, pointerEvents: 'none' },
      }}
    >
      {side === 'left' ? <ChevronLeftIcon /> : <ChevronRightIcon />}
    </IconButton>
  );
}
