import FormatQuoteIcon from '@mui/icons-material/FormatQuote?plain';
import type { Testimonial } from '../content/testimonials';
import styles from './Testimonials.module.css';
import { Stars } from './ui/Stars';
import text from './ui/text.module.css';

/** One testimonial: the quote, its stars, and who said it beside their initial. */
export function TestimonialSlide({ testimonial, label }: { testimonial: Testimonial; label: string }) {
  return (
    // biome-ignore lint/a11y/useSemanticElements: a carousel's slide is a group (WAI-ARIA's carousel pattern), not a set of form fields.
    <div role="group" aria-roledescription="slide" aria-label={label} aria-live="polite" className={styles.slide}>
      <FormatQuoteIcon aria-hidden className={styles.mark} />
      <blockquote className={styles.quote}>“{testimonial.quote}”</blockquote>
      <Stars value={testimonial.rating} label={`Rated ${testimonial.rating} out of 5`} className={styles.stars} />
      <div className={styles.who}>
        <span aria-hidden className={styles.avatar}>
          {testimonial.name.charAt(0)}
        </span>
        <div>
          <p className={`${text.body1} ${styles.name}`}>
            {testimonial.name}, {testimonial.place}
          </p>
          <p className={`${text.body2} ${text.secondary} ${styles.pet}`}>{testimonial.pet}</p>
        </div>
      </div>
    </div>
  );
}
