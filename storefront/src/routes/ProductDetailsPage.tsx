import SearchOffIcon from '@mui/icons-material/SearchOff?plain';
import { useParams } from 'react-router-dom';
import { ApiError } from '../api/client';
import { getProduct, productKey, productOf } from '../api/products';
import { LoadingProduct } from '../components/LoadingProduct';
import { ProductView } from '../components/ProductView';
import styles from '../components/ProductPage.module.css';
import { ResultPanel } from '../components/ResultPanel';
import ui from '../components/ui/ui.module.css';
import { useFirstAnswer } from '../lib/firstAnswer';
import { useLoad } from '../lib/useLoad';
import { usePageTitle } from '../lib/usePageTitle';

/** /product-details/:id: one product, its reviews and similar products. */
export default function ProductDetailsPage() {
  const { id = '' } = useParams();
  const loaded = useLoad((signal) => getProduct(id, { signal }), { key: [id], initial: useFirstAnswer(productKey(id), productOf) });
  const product = loaded.data;
  const missing = loaded.error instanceof ApiError && loaded.error.status === 404;

  usePageTitle(product ? product.name : missing ? 'Product not found' : 'Product');

  if (!product && loaded.status === 'failed') {
    return (
      <ResultPanel
        icon={<SearchOffIcon className={styles.missing} />}
        title={missing ? 'Product not found' : 'Something went wrong'}
        links={[{ to: '/products', label: 'Browse products' }]}
      >
        {missing ? 'This product may have sold out for good or the link is mistyped.' : 'We could not load this product just now. Please try again.'}
      </ResultPanel>
    );
  }

  // A new review reloads the product (its rating and count) while the page keeps showing it.
  return (
    <div className={`${ui.container} ${styles.page}`}>
      {product ? <ProductView key={product._id} product={product} onReviewed={() => void loaded.reload()} /> : <LoadingProduct />}
    </div>
  );
}
