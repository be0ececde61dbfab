import styles from './CarouselDots.module.css';
import { IconButton } from './ui/IconButton';

/** A carousel's dot, the current one drawn long. */
export function CarouselDot({ current }: { current: boolean }) {
  return <span className={current ? `${styles.dot} ${styles.current}` : styles.dot} />;
}

/** One dot per picture, the shown one drawn long: a click shows its picture. */
export function CarouselDots({ slides, index, onShow }: { slides: readonly string[]; index: number; onShow: (index: number) => void }) {
  const count = slides.length;
  return (
    <div className={styles.dots}>
      {slides.map((src, i) => (
        <IconButton
          // biome-ignore lint/suspicious/noArrayIndexKey: one dot per picture; a product may list one picture twice, and the list is fixed for the page.
          key={`dot-${src}-${i}`}
          size="small"
          aria-label={`Show picture ${i + 1} of ${count}`}
          aria-current={i === index ? 'true' : undefined}
          onClick={() => onShow(i)}
        >
          <CarouselDot current={i === index} />
        </IconButton>
      ))}
    </div>
  );
}
