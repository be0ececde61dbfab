import { lazy, Suspense } from 'react';
import { BrowserRouter, Route, Routes, useLocation } from 'react-router-dom';
import { Layout } from './components/Layout';
import { PageLoading } from './components/PageLoading';
import { RequireUser } from './components/RequireUser';
import { RouteErrorBoundary } from './components/RouteError';
import { ScrollToTop } from './components/ScrollToTop';
import HomePage from './routes/HomePage';

// Code-split per page. A declarative <BrowserRouter> rather than createBrowserRouter: the shop uses no
// loaders or actions, and the data router's code would add about 16 KB (gzip) to every page.
const LoginPage = lazy(() => import('./routes/LoginPage'));
const SignupPage = lazy(() => import('./routes/SignupPage'));
const ForgotPasswordPage = lazy(() => import('./routes/ForgotPasswordPage'));
const OtpVerificationPage = lazy(() => import('./routes/OtpVerificationPage'));
const AboutPage = lazy(() => import('./routes/AboutPage'));
const ContactPage = lazy(() => import('./routes/ContactPage'));
const ProductsPage = lazy(() => import('./routes/ProductsPage'));
const ProductDetailsPage = lazy(() => import('./routes/ProductDetailsPage'));
const BlogPage = lazy(() => import('./routes/BlogPage'));
const FaqPage = lazy(() => import('./routes/FaqPage'));
const OrderSuccessPage = lazy(() => import('./routes/OrderSuccessPage'));
const OrderFailedPage = lazy(() => import('./routes/OrderFailedPage'));
const PrivacyPolicyPage = lazy(() => import('./routes/PrivacyPolicyPage'));
const TermsPage = lazy(() => import('./routes/TermsPage'));
const CartPage = lazy(() => import('./routes/CartPage'));
const CheckoutPage = lazy(() => import('./routes/CheckoutPage'));
const ProfilePage = lazy(() => import('./routes/ProfilePage'));
const WishlistPage = lazy(() => import('./routes/WishlistPage'));
const NewsletterUnsubscribedPage = lazy(() => import('./routes/NewsletterUnsubscribedPage'));
const NotFoundPage = lazy(() => import('./routes/NotFoundPage'));

/** The storefront's route table. `/admin/*` is not here: the server serves the staff console there. */
function ShopRoutes() {
  return (
    <Routes>
      {/* Public, standalone (no header or footer) */}
      <Route path="login" element={<LoginPage />} />
      <Route path="signup" element={<SignupPage />} />
      <Route path="forgot-password" element={<ForgotPasswordPage />} />
      <Route path="otp-verification" element={<OtpVerificationPage />} />
      <Route element={<Layout />}>
        <Route index element={<HomePage />} />
        <Route path="about-us" element={<AboutPage />} />
        <Route path="contact-us" element={<ContactPage />} />
        <Route path="products" element={<ProductsPage />} />
        <Route path="product-details/:id" element={<ProductDetailsPage />} />
        <Route path="blogs" element={<BlogPage />} />
        <Route path="faq" element={<FaqPage />} />
        <Route path="order-success" element={<OrderSuccessPage />} />
        <Route path="order-failed" element={<OrderFailedPage />} />
        <Route path="privacypolicy" element={<PrivacyPolicyPage />} />
        <Route path="termsandconditions" element={<TermsPage />} />
        <Route path="newsletter/unsubscribed" element={<NewsletterUnsubscribedPage />} />
        {/* Protected: redirects to /login without a stored user token. */}
        <Route element={<RequireUser />}>
          <Route path="cartitems" element={<CartPage />} />
          <Route path="checkout" element={<CheckoutPage />} />
          <Route path="profile" element={<ProfilePage />} />
          <Route path="wishlist" element={<WishlistPage />} />
        </Route>
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}

/** A page that fails to load or render shows the error page until the shopper goes elsewhere. */
function GuardedRoutes() {
  const { pathname } = useLocation();
  return (
    <RouteErrorBoundary resetKey={pathname}>
      {/* Only the first page shows this: later navigations keep the old page until the next one loads. */}
      <Suspense fallback={<PageLoading />}>
        <ShopRoutes />
      </Suspense>
    </RouteErrorBoundary>
  );
}

export function AppRouter() {
  return (
    <BrowserRouter>
      <ScrollToTop />
      <GuardedRoutes />
    </BrowserRouter>
  );
}
