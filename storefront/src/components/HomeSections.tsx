import { HomeAboutTeaser } from './HomeAboutTeaser';
import { HomeParadise } from './HomeParadise';
import styles from './HomeSections.module.css';
import { HomeShowcase } from './HomeShowcase';
import { NewsletterBlock } from './NewsletterBlock';
import type { ProductListLoad } from './ProductGrid';
import { SectionHeading } from './SectionHeading';
import { TestimonialCarousel } from './TestimonialCarousel';
import ui from './ui/ui.module.css';

/** The home page below its first screen (loaded after it, see HomePage). */
export default function HomeSections({ list, showcaseCount }: { list: ProductListLoad; showcaseCount: number }) {
  return (
    <>
      <HomeParadise />
      <HomeAboutTeaser />

      <section aria-labelledby="showcase" className={`${ui.container} ${styles.showcase}`}>
        <HomeShowcase list={list} skeletons={showcaseCount} />
      </section>

      <section aria-labelledby="testimonials" className={styles.testimonials}>
        <div className={ui.container}>
          <SectionHeading id="testimonials" kicker="Happy tails" title="What pet parents say" align="center" />
          <TestimonialCarousel />
        </div>
      </section>

      <NewsletterBlock />
    </>
  );
}
