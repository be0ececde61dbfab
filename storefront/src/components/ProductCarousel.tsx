import { CarouselArrowButton } from './CarouselArrowButton';
import { CarouselDots } from './CarouselDots';
import { responsiveImage } from '../lib/responsiveImage';
import styles from './ProductPage.module.css';
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
  const cursor = last > 0 ? (drag === null ? 'grab' : 'grabbing') : 'default';
  return (
    <section aria-roledescription="carousel" aria-label={`Pictures of ${name}`} onKeyDown={onKeyDown}>
      <div className={styles.carouselFrame}>
        <div
          {...handlers}
          className={styles.track}
          style={{ transform: `translateX(${offset})`, transition: drag === null ? 'transform 300ms ease' : 'none', cursor }}
        >
          {slides.map((src, i) => (
            <img
              // biome-ignore lint/suspicious/noArrayIndexKey: a product may list one picture twice; the list is fixed for the page.
              key={`${src}-${i}`}
              {...responsiveImage(src, '(max-width: 900px) 100vw, 50vw')}
              alt={slides.length > 1 ? `${name}, picture ${i + 1} of ${slides.length}` : name}
              aria-hidden={i !== index}
              draggable={false}
              onError={showPlaceholderOnError}
              // The first picture is the page's largest paint: at once, before anything else the page shows.
              {...(i === 0 ? { loading: 'eager' as const, fetchPriority: 'high' as const } : { loading: 'lazy' as const })}
            />
          ))}
        </div>
        {last > 0 && (
          <>
            <CarouselArrowButton side="left" label="Previous picture" disabled={index === 0} onClick={() => go(index - 1)} />
            <CarouselArrowButton side="right" label="Next picture" disabled={index === last} onClick={() => go(index + 1)} />
          </>
        )}
      </div>
      {last > 0 && <CarouselDots slides={slides} index={index} onShow={setIndex} />}
    </section>
  );
}
