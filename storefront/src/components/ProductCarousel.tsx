import Box from '@mui/material/Box';
import { CarouselArrowButton } from './CarouselArrowButton';
import { CarouselDots } from './CarouselDots';
import { responsiveImage } from '../lib/responsiveImage';
import { PRODUCT_PLACEHOLDER_IMAGE, showPlaceholderOnError } from './productPlaceholder';
import { useCarousel } from './useCarousel';

/**
 * The product page's images: drag with mouse, pen or finger, dots to jump, arrow buttons and
 * the arrow keys for keyboards. Pointer events cover touch too, so no gesture library is needed.
 */
export function ProductCarousel({ images, name }: { images: readonly string[]; name: string }) {
  const slides = images.length > 0 ? images : [PRODUCT_PLACEHOLDER_IMAGE];
  const { index, setIndex, go, drag, last, handlers, onKeyDown } = useCarousel(slides.length);

  const offset = drag === null ? `${-index * 100}%` : `calc(${-index * 100}% + ${drag}px)`;
  return (
    <Box role="region" aria-roledescription="carousel" aria-label={`Pictures of ${name}`} onKeyDown={onKeyDown}>
      <Box sx={{ position: 'relative', borderRadius: '20px', overflow: 'hidden', bgcolor: '#FBEBD9', aspectRatio: '1 / 1' }}>
        <Box
          {...handlers}
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
              {...responsiveImage(src, '(max-width: 900px) 100vw, 50vw')}
              alt={slides.length > 1 ? `${name}, picture ${i + 1} of ${slides.length}` : name}
              aria-hidden={i !== index}
              draggable={false}
              onError={showPlaceholderOnError}
              // The first picture is the page's largest paint: at once, before anything else the page shows.
              {...(i === 0 ? { loading: 'eager' as const, fetchPriority: 'high' as const } : { loading: 'lazy' as const })}
              sx={{ flex: '0 0 100%', width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
            />
          ))}
        </Box>
        {last > 0 && (
          <>
            <CarouselArrowButton side="left" label="Previous picture" disabled={index === 0} onClick={() => go(index - 1)} />
            <CarouselArrowButton side="right" label="Next picture" disabled={index === last} onClick={() => go(index + 1)} />
          </>
        )}
      </Box>
      {last > 0 && <CarouselDots slides={slides} index={index} onShow={setIndex} />}
    </Box>
  );
}
