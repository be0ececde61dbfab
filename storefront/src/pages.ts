import { type ComponentType, createElement, lazy } from 'react';
import { matchPath } from 'react-router-dom';
import { listKey, listPath, prefetchProduct, prefetchProductList, productKey, productPath } from './api/products';
import { withMui } from './lib/muiScope';
import { listParamsOf, productSearchOf } from './lib/productSearch';

/**
 * A page whose code is loaded on demand, like React.lazy's, that renders at once once its code is here.
 * React.lazy suspends on its first render even then, and a page drawn by the server whose route
 * suspends while it hydrates is left unhydrated until a later pass: React drops a tap on it meanwhile.
 */
class PreloadablePage {
  /** The page's component once its code is here. */
  loaded: ComponentType | undefined;
  readonly Lazy: ComponentType;

  constructor(private readonly fetchCode: () => Promise<{ default: ComponentType }>) {
    this.Lazy = lazy(() => this.load());
  }

  load(): Promise<{ default: ComponentType }> {
    return this.fetchCode().then((module) => {
      this.loaded = module.default;
      return module;
    });
  }
}

/** The two pages a shopper most often opens first from elsewhere (a search result, a shared link). */
export const LIST_PATH = 'products';
export const PRODUCT_PATH = 'product-details/:id';
const products = new PreloadablePage(() => import('./routes/ProductsPage'));
const productDetails = new PreloadablePage(() => import('./routes/ProductDetailsPage'));

type Address = Pick<Location, 'pathname' | 'search'>;

/**
 * On a first visit straight to the list or a product, their code and what they show (the product, the
 * page of the list the address asks for) start loading with the app's own, instead of once the first
 * render has reached their route: the largest paint waits for one download fewer. A page the server
 * drew (`drawn`) arrived with what it shows: only its code is loaded. Resolves once the page's code is here.
 */
export function preloadFirstPage({ pathname, search }: Address, drawn: boolean): Promise<unknown> {
  const product = matchPath(`/${PRODUCT_PATH}`, pathname);
  if (product?.params.id) {
    if (!drawn) prefetchProduct(product.params.id);
    return productDetails.load();
  }
  if (matchPath(`/${LIST_PATH}`, pathname)) {
    if (!drawn) prefetchProductList(listParamsOf(productSearchOf(new URLSearchParams(search))));
    return products.load();
  }
  return Promise.resolve();
}

/**
 * What the first screen of the list or a product page shows from the API, for the server that draws
 * them: the path of the API's answer, and the key the page asks for that answer by (lib/firstAnswer).
 * Null for any other address.
 */
export function firstAnswerFor({ pathname, search }: Address): { key: string; path: string } | null {
  const product = matchPath(`/${PRODUCT_PATH}`, pathname);
  if (product?.params.id) return { key: productKey(product.params.id), path: productPath(product.params.id) };
  if (!matchPath(`/${LIST_PATH}`, pathname)) return null;
  const params = listParamsOf(productSearchOf(new URLSearchParams(search)));
  return { key: listKey(params), path: listPath(params) };
}

// Code-split per page: each page's code loads when it is first visited (the home page is in the main chunk, see router.tsx).
export const LoginPage = lazy(withMui(() => import('./routes/LoginPage')));
export const SignupPage = lazy(withMui(() => import('./routes/SignupPage')));
export const ForgotPasswordPage = lazy(withMui(() => import('./routes/ForgotPasswordPage')));
export const OtpVerificationPage = lazy(withMui(() => import('./routes/OtpVerificationPage')));
export const AboutPage = lazy(withMui(() => import('./routes/AboutPage')));
export const ContactPage = lazy(withMui(() => import('./routes/ContactPage')));
export function ProductsPage() {
  return createElement(products.loaded ?? products.Lazy);
}
export function ProductDetailsPage() {
  return createElement(productDetails.loaded ?? productDetails.Lazy);
}
export const BlogPage = lazy(withMui(() => import('./routes/BlogPage')));
export const FaqPage = lazy(withMui(() => import('./routes/FaqPage')));
export const OrderSuccessPage = lazy(withMui(() => import('./routes/OrderSuccessPage')));
export const OrderFailedPage = lazy(withMui(() => import('./routes/OrderFailedPage')));
export const PrivacyPolicyPage = lazy(withMui(() => import('./routes/PrivacyPolicyPage')));
export const TermsPage = lazy(withMui(() => import('./routes/TermsPage')));
export const CartPage = lazy(withMui(() => import('./routes/CartPage')));
export const CheckoutPage = lazy(withMui(() => import('./routes/CheckoutPage')));
export const ProfilePage = lazy(withMui(() => import('./routes/ProfilePage')));
export const WishlistPage = lazy(withMui(() => import('./routes/WishlistPage')));
export const NewsletterUnsubscribedPage = lazy(withMui(() => import('./routes/NewsletterUnsubscribedPage')));
export const NotFoundPage = lazy(withMui(() => import('./routes/NotFoundPage')));
