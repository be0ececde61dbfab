import { Suspense } from 'react';
import { BrowserRouter, Route, Routes, useLocation } from 'react-router-dom';
import { Layout } from './components/Layout';
import { PageLoading } from './components/PageLoading';
import { RequireUser } from './components/RequireUser';
import { RouteErrorBoundary } from './components/RouteError';
import { ScrollToTop } from './components/ScrollToTop';
import { type FirstAnswer, FirstAnswerProvider } from './lib/firstAnswer';
import * as Page from './pages';
import HomePage from './routes/HomePage';

/** The storefront's route table. `/admin/*` is not here: the server serves the staff console there. */
function ShopRoutes() {
  return (
    <Routes>
      {/* Public, standalone (no header or footer) */}
      <Route path="login" element={<Page.LoginPage />} />
      <Route path="signup" element={<Page.SignupPage />} />
      <Route path="forgot-password" element={<Page.ForgotPasswordPage />} />
      <Route path="otp-verification" element={<Page.OtpVerificationPage />} />
      <Route element={<Layout />}>
        <Route index element={<HomePage />} />
        <Route path="about-us" element={<Page.AboutPage />} />
        <Route path="contact-us" element={<Page.ContactPage />} />
        <Route path={Page.LIST_PATH} element={<Page.ProductsPage />} />
        <Route path={Page.PRODUCT_PATH} element={<Page.ProductDetailsPage />} />
        <Route path="blogs" element={<Page.BlogPage />} />
        <Route path="faq" element={<Page.FaqPage />} />
        <Route path="order-success" element={<Page.OrderSuccessPage />} />
        <Route path="order-failed" element={<Page.OrderFailedPage />} />
        <Route path="privacypolicy" element={<Page.PrivacyPolicyPage />} />
        <Route path="termsandconditions" element={<Page.TermsPage />} />
        <Route path="newsletter/unsubscribed" element={<Page.NewsletterUnsubscribedPage />} />
        {/* Protected: redirects to /login without a stored user token. */}
        <Route element={<RequireUser />}>
          <Route path="cartitems" element={<Page.CartPage />} />
          <Route path="checkout" element={<Page.CheckoutPage />} />
          <Route path="profile" element={<Page.ProfilePage />} />
          <Route path="wishlist" element={<Page.WishlistPage />} />
        </Route>
        <Route path="*" element={<Page.NotFoundPage />} />
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

/**
 * The pages inside whichever router holds the address: the browser's (below) or the server's
 * StaticRouter, with the answer the server drew the first page with, if it did.
 */
export function AppRoutes({ firstAnswer }: { firstAnswer: FirstAnswer | null }) {
  return (
    <FirstAnswerProvider answer={firstAnswer}>
      <ScrollToTop />
      <GuardedRoutes />
    </FirstAnswerProvider>
  );
}

// A declarative <BrowserRouter> rather than createBrowserRouter: the shop uses no loaders or actions,
// and the data router's code would add about 16 KB (gzip) to every page.
export function AppRouter({ firstAnswer }: { firstAnswer: FirstAnswer | null }) {
  return (
    <BrowserRouter>
      <AppRoutes firstAnswer={firstAnswer} />
    </BrowserRouter>
  );
}
