import type { Product } from '@petshop/contract';
import styles from './ProductPage.module.css';
import text from './ui/text.module.css';

/** The product's Details tab: its description, key features and why choose it. */
export function ProductDetails({ product }: { product: Product }) {
  return (
    <div className={styles.details}>
      <h2 className={`${text.h4} ${styles.detailHeading}`}>Description</h2>
      <p className={`${text.body1} ${styles.description}`}>{product.description}</p>
      <DetailList title="Key features" items={product.keyFeatures} />
      <DetailList title="Why choose it" items={product.whyChoose} />
    </div>
  );
}

function DetailList({ title, items }: { title: string; items: readonly string[] }) {
  if (items.length === 0) return null;
  return (
    <>
      <h2 className={`${text.h4} ${styles.detailHeading} ${styles.later}`}>{title}</h2>
      <ul className={styles.detailList}>
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </>
  );
}
