import { lazy, Suspense } from 'react';
import { BenefitBlocks } from '../components/BenefitBlocks';
import { HomeHero } from '../components/HomeHero';
import { BENEFITS } from '../content/benefits';
import { listProducts } from '../api/products';
import { ProductGrid, type ProductListLoad } from '../components/ProductGrid';
import { SectionHeading } from '../components/SectionHeading';
import { useLoad } from '../lib/useLoad';
import { usePageTitle } from '../lib/usePageTitle';
import ui from '../components/ui/ui.module.css';
import { WhenNear } from '../components/WhenNear';
import styles from './HomePage.module.css';

// The sections below the first screen come in a chunk of their own, fetched as this page renders:
// the first paint does not wait for them, and other pages never load them. They render as they come
// near the viewport (or once the page has loaded), so the first load's main-thread work stays small.
const HomeSections = lazy(() => import('../components/HomeSections'));

const BEST_SELLING_COUNT = 4;
const SHOWCASE_COUNT = 8;
/** About the sections' height, held until they render. */
const BELOW_FOLD_HEIGHT = 3000;

export default function HomePage() {
  usePageTitle();
  const list = useLoad((signal) => listProducts({ limit: SHOWCASE_COUNT }, { signal }));
  const bestSelling: ProductListLoad = { ...list, data: list.data && { products: list.data.products.slice(0, BEST_SELLING_COUNT) } };

  return (
    <>
      <HomeHero />
      <section aria-labelledby="benefits" className={`${ui.container} ${styles.benefits}`}>
        {/* Unseen, but it keeps the heading order: the blocks' h3s follow an h2. */}
        <h2 id="benefits" className={ui.visuallyHidden}>
          Why shop with us
        </h2>
        <BenefitBlocks items={[BENEFITS.shipping, BENEFITS.brands, BENEFITS.guarantee, BENEFITS.payment]} />
      </section>

      <section aria-labelledby="best-selling" className={`${ui.container} ${styles.bestSelling}`}>
        <SectionHeading id="best-selling" kicker="Loved by pets" title="Best selling" />
        <ProductGrid list={bestSelling} skeletons={BEST_SELLING_COUNT} />
      </section>

      <WhenNear minHeight={BELOW_FOLD_HEIGHT}>
        <Suspense fallback={<div className={styles.sectionsLoading} />}>
          <HomeSections list={list} showcaseCount={SHOWCASE_COUNT} />
        </Suspense>
      </WhenNear>
    </>
  );
}
