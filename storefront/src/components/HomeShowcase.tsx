import { useState } from 'react';
import { HighlightTabs } from './HighlightTabs';
import styles from './HomeShowcase.module.css';
import { ProductGrid, type ProductListLoad } from './ProductGrid';
import { Button } from './ui/Button';
import text from './ui/text.module.css';

const SHOWCASE_TABS = [
  { value: 'featured', label: 'Featured' },
  { value: 'latest', label: 'Latest' },
] as const;

/** Featured / Latest: the tabs only change their highlight; the list stays the same (no ranking exists behind them). */
export function HomeShowcase({ list, skeletons }: { list: ProductListLoad; skeletons: number }) {
  const [tab, setTab] = useState<'featured' | 'latest'>('featured');

  return (
    <>
      <div className={styles.top}>
        <h2 id="showcase" className={text.h2}>
          Our products
        </h2>
        <HighlightTabs tabs={SHOWCASE_TABS} value={tab} onChange={setTab} label="Product showcase" idPrefix="showcase-tab" panelId="showcase-panel" />
      </div>
      <div role="tabpanel" id="showcase-panel" aria-labelledby={`showcase-tab-${tab}`}>
        <ProductGrid list={list} skeletons={skeletons} />
      </div>
      <div className={styles.more}>
        <Button to="/products" variant="contained" size="large">
          See all products
        </Button>
      </div>
    </>
  );
}
