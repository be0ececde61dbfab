import ChevronLeftIcon from '@mui/icons-material/ChevronLeft?plain';
import ChevronRightIcon from '@mui/icons-material/ChevronRight?plain';
import { useState } from 'react';
import { TESTIMONIALS } from '../content/testimonials';
import { CarouselDot } from './CarouselDots';
import styles from './Testimonials.module.css';
import { TestimonialSlide } from './TestimonialSlide';
import { IconButton } from './ui/IconButton';

export function TestimonialCarousel() {
  const [index, setIndex] = useState(0);
  const count = TESTIMONIALS.length;
  const current = TESTIMONIALS[index] ?? TESTIMONIALS[0];
  const go = (delta: number) => setIndex((value) => (value + delta + count) % count);

  return (
    <section aria-roledescription="carousel" aria-label="What pet parents say" className={styles.carousel}>
      <TestimonialSlide testimonial={current} label={`${index + 1} of ${count}`} />

      <div className={styles.controls}>
        <IconButton onClick={() => go(-1)} aria-label="Previous testimonial">
          <ChevronLeftIcon />
        </IconButton>
        <div className={styles.dots} aria-hidden>
          {TESTIMONIALS.map((item, i) => (
            <CarouselDot key={item.id} current={i === index} />
          ))}
        </div>
        <IconButton onClick={() => go(1)} aria-label="Next testimonial">
          <ChevronRightIcon />
        </IconButton>
      </div>
    </section>
  );
}
