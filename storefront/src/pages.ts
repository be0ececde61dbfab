import { lazy } from 'react';

// Code-split per page: each page's code loads when it is first visited (the home page is in the main chunk, see router.tsx).
export const LoginPage = lazy(() => import('./routes/LoginPage'));
export const SignupPage = lazy(() => import('./routes/SignupPage'));
export const ForgotPasswordPage = lazy(() => import('./routes/ForgotPasswordPage'));
export const OtpVerificationPage = lazy(() => import('./routes/OtpVerificationPage'));
export const AboutPage = lazy(() => import('./routes/AboutPage'));
export const ContactPage = lazy(() => import('./routes/ContactPage'));
export const ProductsPage = lazy(() => import('./routes/ProductsPage'));
export const ProductDetailsPage = lazy(() => import('./routes/ProductDetailsPage'));
export const BlogPage = lazy(() => import('./routes/BlogPage'));
export const FaqPage = lazy(() => import('./routes/FaqPage'));
export const OrderSuccessPage = lazy(() => import('./routes/OrderSuccessPage'));
export const OrderFailedPage = lazy(() => import('./routes/OrderFailedPage'));
export const PrivacyPolicyPage = lazy(() => import('./routes/PrivacyPolicyPage'));
export const TermsPage = lazy(() => import('./routes/TermsPage'));
export const CartPage = lazy(() => import('./routes/CartPage'));
export const CheckoutPage = lazy(() => import('./routes/CheckoutPage'));
export const ProfilePage = lazy(() => import('./routes/ProfilePage'));
export const WishlistPage = lazy(() => import('./routes/WishlistPage'));
export const NewsletterUnsubscribedPage = lazy(() => import('./routes/NewsletterUnsubscribedPage'));
export const NotFoundPage = lazy(() => import('./routes/NotFoundPage'));
