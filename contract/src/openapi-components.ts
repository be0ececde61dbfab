import { addressBody, addressSchema, shippingAddressSchema } from './addresses.js';
import { addToCartBody, cartQuantityBody, cartSchema, wishlistBody, wishlistItemSchema } from './cart.js';
import { productPaginationSchema, productSchema, reviewBody, reviewPaginationSchema, reviewSchema } from './catalog.js';
import { actorSchema, logInBody, signUpBody, userSchema } from './identity.js';
import {
  checkoutSchema,
  createOrderBody,
  orderHistoryEntrySchema,
  orderPaginationSchema,
  orderSchema,
  orderStatusBody,
  returnableOrderSchema,
  verifyPaymentBody,
} from './orders.js';
import { requestReturnBody, returnSchema, returnStatusBody } from './returns.js';
import { dashboardSchema, staffOrderSchema } from './staff-surface.js';

/**
 * The shapes the OpenAPI document names, by their component name. Answers are documented as the
 * API writes them, bodies as a client may send them (defaults and transforms not yet applied),
 * so the two are kept apart.
 */
export const answerComponents = {
  Actor: actorSchema,
  Address: addressSchema,
  Cart: cartSchema,
  Checkout: checkoutSchema,
  Dashboard: dashboardSchema,
  Order: orderSchema,
  OrderHistoryEntry: orderHistoryEntrySchema,
  OrderPagination: orderPaginationSchema,
  Product: productSchema,
  ProductPagination: productPaginationSchema,
  Return: returnSchema,
  ReturnableOrder: returnableOrderSchema,
  Review: reviewSchema,
  ReviewPagination: reviewPaginationSchema,
  ShippingAddress: shippingAddressSchema,
  StaffOrder: staffOrderSchema,
  User: userSchema,
  WishlistItem: wishlistItemSchema,
};

export const bodyComponents = {
  AddressBody: addressBody,
  AddToCartBody: addToCartBody,
  CartQuantityBody: cartQuantityBody,
  CreateOrderBody: createOrderBody,
  LogInBody: logInBody,
  OrderStatusBody: orderStatusBody,
  RequestReturnBody: requestReturnBody,
  ReturnStatusBody: returnStatusBody,
  ReviewBody: reviewBody,
  SignUpBody: signUpBody,
  VerifyPaymentBody: verifyPaymentBody,
  WishlistBody: wishlistBody,
};

export type AnswerComponent = keyof typeof answerComponents;
export type BodyComponent = keyof typeof bodyComponents;
