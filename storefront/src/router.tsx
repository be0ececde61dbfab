import type { ComponentType } from 'react';
import { createBrowserRouter, Outlet, type RouteObject } from 'react-router-dom';
import { Layout } from './components/Layout';
import { PageLoading } from './components/PageLoading';
import { RequireUser } from './components/RequireUser';
import { RouteError } from './components/RouteError';
import { ScrollToTop } from './components/ScrollToTop';
import HomePage from './routes/HomePage';

/** Code-splits a page: its file's default export becomes the route component. */
function page(load: () => Promise<{ default: ComponentType }>): Pick<RouteObject, 'lazy'> {
  return { lazy: async () => ({ Component: (await load()).default }) };
}

function Root() {
  return (
    <>
      <ScrollToTop />
      <Outlet />
    </>
  );
}

/**
 * The route table of spec §2. `/admin/*` is not here: the server serves the staff console there.
 */
export const routes: RouteObject[] = [
  {
    element: <Root />,
    errorElement: <RouteError />,
    hydrateFallbackElement: <PageLoading />,
    children: [
      // Public, standalone (no header or footer)
      { path: 'login', ...page(() => import('./routes/LoginPage')) },
      { path: 'signup', ...page(() => import('./routes/SignupPage')) },
      { path: 'forgot-password', ...page(() => import('./routes/ForgotPasswordPage')) },
      { path: 'otp-verification', ...page(() => import('./routes/OtpVerificationPage')) },
      {
        element: <Layout />,
        children: [
          { index: true, element: <HomePage /> },
          { path: 'about-us', ...page(() => import('./routes/AboutPage')) },
          { path: 'contact-us', ...page(() => import('./routes/ContactPage')) },
          { path: 'products', ...page(() => import('./routes/ProductsPage')) },
          { path: 'product-details/:id', ...page(() => import('./routes/ProductDetailsPage')) },
          { path: 'blogs', ...page(() => import('./routes/BlogPage')) },
          { path: 'faq', ...page(() => import('./routes/FaqPage')) },
          { path: 'order-success', ...page(() => import('./routes/OrderSuccessPage')) },
          { path: 'order-failed', ...page(() => import('./routes/OrderFailedPage')) },
          { path: 'privacypolicy', ...page(() => import('./routes/PrivacyPolicyPage')) },
          { path: 'termsandconditions', ...page(() => import('./routes/TermsPage')) },
          {
            // Protected: redirects to /login without a stored user token.
            element: <RequireUser />,
            children: [
              { path: 'cartitems', ...page(() => import('./routes/CartPage')) },
              { path: 'checkout', ...page(() => import('./routes/CheckoutPage')) },
              { path: 'profile', ...page(() => import('./routes/ProfilePage')) },
              { path: 'wishlist', ...page(() => import('./routes/WishlistPage')) },
            ],
          },
          { path: '*', ...page(() => import('./routes/NotFoundPage')) },
        ],
      },
    ],
  },
];

export const router = createBrowserRouter(routes);
