import { addressBody, addressSchema, shippingAddressSchema } from './addresses.js';
import { customerErasureSchema, eraseCustomerBody, personalDataExportSchema } from './privacy.js';
import { addToCartBody, cartQuantityBody, cartSchema, wishlistBody, wishlistItemSchema } from './cart.js';
import { productCardSchema, productPaginationSchema, productSchema, reviewBody, reviewPaginationSchema, reviewSchema } from './catalog.js';
import {
  actorSchema,
  changePasswordBody,
  forgotPasswordBody,
  logInBody,
  resetPasswordBody,
  signUpBody,
  updateMeBody,
  userSchema,
  verifyOtpBody,
} from './identity.js';
import {
  checkoutSchema,
  createOrderBody,
  orderEventRecordSchema,
  orderHistoryEntrySchema,
  orderPaginationSchema,
  orderSchema,
  orderStatusBody,
  replayedOrderSchema,
  returnableOrderSchema,
  verifyPaymentBody,
} from './orders.js';
import { contactBody, newsletterBody } from './messages.js';
import { readModelCheckSchema } from './read-model-checks.js';
import { requestReturnBody, returnSchema, returnStatusBody } from './returns.js';
import { staffMailSchema } from './staff-mails.js';
import { operationsSchema } from './staff-operations.js';
import { productChangeSchema, productCreateBody, productUpdateBody } from './staff-products.js';
import {
  auditEntrySchema,
  createStaffBody,
  customerRecordSchema,
  dashboardSchema,
  providerViewSchema,
  reviewVisibilityBody,
  staffMemberSchema,
  staffOrderDetailsSchema,
  staffOrderSchema,
  staffReturnDetailsSchema,
  staffReturnRecordSchema,
  staffReviewSchema,
  storeSettingsBody,
  storeSettingsSchema,
  updateStaffBody,
} from './staff-surface.js';
import { issuedDocumentRecordSchema, shipmentBody, shipmentSchema } from './shipments.js';
import { voucherBalanceSchema, voucherSchema } from './vouchers.js';

/**
 * The shapes the OpenAPI document names, by their component name. Answers are documented as the
 * API writes them, bodies as a client may send them (defaults and transforms not yet applied),
 * so the two are kept apart.
 */
export const answerComponents = {
  Actor: actorSchema,
  Address: addressSchema,
  AuditEntry: auditEntrySchema,
  Cart: cartSchema,
  Checkout: checkoutSchema,
  CustomerErasure: customerErasureSchema,
  CustomerRecord: customerRecordSchema,
  Dashboard: dashboardSchema,
  IssuedDocumentRecord: issuedDocumentRecordSchema,
  Operations: operationsSchema,
  Order: orderSchema,
  OrderEventRecord: orderEventRecordSchema,
  OrderHistoryEntry: orderHistoryEntrySchema,
  OrderPagination: orderPaginationSchema,
  Product: productSchema,
  ProductCard: productCardSchema,
  PersonalDataExport: personalDataExportSchema,
  ProductChange: productChangeSchema,
  ProductPagination: productPaginationSchema,
  ProviderView: providerViewSchema,
  ReadModelCheck: readModelCheckSchema,
  ReplayedOrder: replayedOrderSchema,
  Return: returnSchema,
  ReturnableOrder: returnableOrderSchema,
  Review: reviewSchema,
  ReviewPagination: reviewPaginationSchema,
  Shipment: shipmentSchema,
  ShippingAddress: shippingAddressSchema,
  StaffMail: staffMailSchema,
  StaffMember: staffMemberSchema,
  StaffOrder: staffOrderSchema,
  StaffOrderDetails: staffOrderDetailsSchema,
  StaffReturnDetails: staffReturnDetailsSchema,
  StaffReturnRecord: staffReturnRecordSchema,
  StaffReview: staffReviewSchema,
  StoreSettings: storeSettingsSchema,
  User: userSchema,
  Voucher: voucherSchema,
  VoucherBalance: voucherBalanceSchema,
  WishlistItem: wishlistItemSchema,
};

export const bodyComponents = {
  AddressBody: addressBody,
  AddToCartBody: addToCartBody,
  ChangePasswordBody: changePasswordBody,
  ContactBody: contactBody,
  CartQuantityBody: cartQuantityBody,
  CreateOrderBody: createOrderBody,
  CreateStaffBody: createStaffBody,
  EraseCustomerBody: eraseCustomerBody,
  ForgotPasswordBody: forgotPasswordBody,
  LogInBody: logInBody,
  NewsletterBody: newsletterBody,
  OrderStatusBody: orderStatusBody,
  ProductCreateBody: productCreateBody,
  ProductUpdateBody: productUpdateBody,
  RequestReturnBody: requestReturnBody,
  ResetPasswordBody: resetPasswordBody,
  ReturnStatusBody: returnStatusBody,
  ReviewBody: reviewBody,
  ReviewVisibilityBody: reviewVisibilityBody,
  ShipmentBody: shipmentBody,
  SignUpBody: signUpBody,
  StoreSettingsBody: storeSettingsBody,
  UpdateMeBody: updateMeBody,
  UpdateStaffBody: updateStaffBody,
  VerifyOtpBody: verifyOtpBody,
  VerifyPaymentBody: verifyPaymentBody,
  WishlistBody: wishlistBody,
};

export type AnswerComponent = keyof typeof answerComponents;
export type BodyComponent = keyof typeof bodyComponents;
