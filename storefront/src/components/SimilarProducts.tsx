import type { Product, ProductCard } from '@petshop/contract';
import { listProducts } from '../api/products';
import { useLoad } from '../lib/useLoad';
import { ProductGrid } from './ProductGrid';
import styles from './ProductPage.module.css';
import { SectionHeading } from './SectionHeading';

/** 4 similar products, never the one on the page. */
const SIMILAR_COUNT = 4;

/** Same category first; topped up with the newest products when the category is small. */
async function similarTo({ _id, category }: Pick<Product, '_id' | 'category'>, signal: AbortSignal): Promise<{ products: ProductCard[] }> {
  const others = (list: ProductCard[]) => list.filter((other) => other._id !== _id);
  const sameCategory = others((await listProducts({ category, limit: SIMILAR_COUNT + 1 }, { signal })).products);
  if (sameCategory.length >= SIMILAR_COUNT) return { products: sameCategory.slice(0, SIMILAR_COUNT) };
  const newest = others((await listProducts({ limit: SIMILAR_COUNT * 2 }, { signal })).products);
  const seen = new Set(sameCategory.map((other) => other._id));
  return { products: [...sameCategory, ...newest.filter((other) => !seen.has(other._id))].slice(0, SIMILAR_COUNT) };
}

/** 'You might also like' under the product page. */
export function SimilarProducts({ product }: { product: Product }) {
  const { _id, category } = product;
  // Keyed by what the suggestions depend on: the page's product object changes when a review is counted.
  const similar = useLoad((signal) => similarTo({ _id, category }, signal), { key: [_id, category] });

  // Nothing to suggest (or no answer) is not worth a section of its own.
  if (similar.status !== 'loading' && !similar.data?.products.length) return null;
  return (
    <section aria-labelledby="similar-products" className={styles.similar}>
      <SectionHeading id="similar-products" kicker="More to explore" title="You might also like" />
      <ProductGrid list={similar} skeletons={SIMILAR_COUNT} />
    </section>
  );
}
