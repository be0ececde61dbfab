import { z } from 'zod';
import { EMAIL, requiredText } from './fields.js';

export const roleSchema = z.enum(['customer', 'staff', 'admin']);
export type Role = z.infer<typeof roleSchema>;

/** `user` in the answers of signup, login and me. */
export const userSchema = z.object({ _id: z.string(), firstName: z.string(), lastName: z.string(), email: z.string(), role: roleSchema });
export type User = z.infer<typeof userSchema>;

/** Who did something, in history entries and event metadata: jobs and webhooks have no account, only a name. */
export const actorSchema = z.object({
  _id: z.string().nullable(),
  email: z.string().nullable(),
  role: z.enum([...roleSchema.options, 'system', 'provider']),
  name: z.string().optional(),
});
export type Actor = z.infer<typeof actorSchema>;

/** What an erased customer is called wherever their name was shown (an actor's `name`, an order's customer). */
export const ERASED_CUSTOMER = 'erased customer';
export type ActorRole = Actor['role'];

const email = requiredText('Email is required').pipe(z.string().regex(EMAIL, 'Invalid email address').max(254, 'Invalid email address'));

// The password rules, checked in this order: required, at least 5, at most 10, upper case and digit.
const password = z
  .string({ error: 'Password is required' })
  .min(1, 'Password is required')
  .min(5, 'Password must be at least 5 characters')
  .max(10, 'Password cannot exceed 10 characters')
  .regex(/^(?=.*[A-Z])(?=.*\d)/, 'Password must contain at least one uppercase letter and one number');

const firstName = requiredText('First name is required').pipe(z.string().max(60, 'First name is too long'));
const lastName = requiredText('Last name is required').pipe(z.string().max(60, 'Last name is too long'));

export const signUpBody = z.strictObject({
  firstName,
  lastName,
  email,
  password,
});
export type SignUpBody = z.output<typeof signUpBody>;

export const logInBody = z.strictObject({ email, password });
export type LogInBody = z.output<typeof logInBody>;

/** `PATCH /api/auth/me`: either name, under the signup rules; the email and role are not the account holder's to change here. */
export const updateMeBody = z.strictObject({ firstName: firstName.optional(), lastName: lastName.optional() });
export type UpdateMeBody = z.output<typeof updateMeBody>;
export const PROFILE_UPDATED = 'Profile updated successfully';

// Password reset by a one-time code (the OTP screen: 4 digits).
export const OTP_LENGTH = 4;
export const OTP_VALID_MINUTES = 10;
/** Wrong codes a code survives: the fifth wrong one spends it. */
export const OTP_MAX_ATTEMPTS = 5;

/** The one answer of forgot-password, whether or not an account has the email: nothing tells which addresses are customers'. */
export const RESET_CODE_SENT = `If an account exists for this email, we have sent it a ${OTP_LENGTH}-digit code. It is valid for ${OTP_VALID_MINUTES} minutes.`;
export const OTP_VERIFIED = 'Code verified. Please choose a new password.';
export const otpIncorrect = (attemptsLeft: number) => `The code is incorrect. ${attemptsLeft} attempt${attemptsLeft === 1 ? '' : 's'} left.`;
export const OTP_EXPIRED = 'This code has expired. Please request a new one.';
export const OTP_SPENT = 'Too many incorrect codes. Please request a new one.';
export const RESET_TOKEN_INVALID = 'This password reset has expired or was already used. Please request a new code.';
export const PASSWORD_RESET_DONE = 'Your password has been reset';
export const PASSWORD_CHANGED = 'Password changed successfully';
export const CURRENT_PASSWORD_WRONG = 'Current password is incorrect';
export const SAME_PASSWORD = 'The new password must be different from the current one';

/** `POST /api/auth/forgot-password`. */
export const forgotPasswordBody = z.strictObject({ email });
export type ForgotPasswordBody = z.output<typeof forgotPasswordBody>;

const OTP_FORMAT = `The code is ${OTP_LENGTH} digits`;
/** `POST /api/auth/verify-otp`. */
export const verifyOtpBody = z.strictObject({
  email,
  otp: requiredText('Code is required').pipe(z.string().regex(new RegExp(`^\\d{${OTP_LENGTH}}$`), OTP_FORMAT)),
});
export type VerifyOtpBody = z.output<typeof verifyOtpBody>;

/** `POST /api/auth/reset-password`: the token verify-otp answered and the new password, under the signup rules. */
export const resetPasswordBody = z.strictObject({
  token: requiredText('Reset token is required').pipe(z.string().max(200, RESET_TOKEN_INVALID)),
  password,
});
export type ResetPasswordBody = z.output<typeof resetPasswordBody>;

/** `POST /api/auth/change-password`: the current password is only checked (an older account's may predate the rules), the new one follows them. */
export const changePasswordBody = z.strictObject({
  currentPassword: z.string({ error: 'Current password is required' }).min(1, 'Current password is required').max(200, CURRENT_PASSWORD_WRONG),
  newPassword: password,
});
export type ChangePasswordBody = z.output<typeof changePasswordBody>;
