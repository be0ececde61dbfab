/**
 * The login and signup rules, worded as the API words them (contract/src/identity.ts), so a
 * shopper sees the same message before and after a round trip. The storefront imports the contract's
 * types only (no zod in the bundle), hence the rules are restated here.
 */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export type AuthField = 'firstName' | 'lastName' | 'email' | 'password';
import type { FieldErrors } from '../../lib/useFormFields';

export type { FieldErrors };

export function emailError(value: string): string | undefined {
  const email = value.trim();
  if (!email) return 'Email is required';
  if (!EMAIL_PATTERN.test(email) || email.length > 254) return 'Invalid email address';
  return undefined;
}

export function passwordError(password: string): string | undefined {
  if (!password) return 'Password is required';
  if (password.length < 5) return 'Password must be at least 5 characters';
  if (password.length > 10) return 'Password cannot exceed 10 characters';
  if (!/[A-Z]/.test(password) || !/\d/.test(password)) return 'Password must contain at least one uppercase letter and one number';
  return undefined;
}

export function logInErrors(values: { email: string; password: string }): FieldErrors<AuthField> {
  return withoutEmpty({ email: emailError(values.email), password: passwordError(values.password) });
}

export function signUpErrors(values: Record<AuthField, string>): FieldErrors<AuthField> {
  return withoutEmpty({
    firstName: values.firstName.trim() ? undefined : 'First name is required',
    lastName: values.lastName.trim() ? undefined : 'Last name is required',
    email: emailError(values.email),
    password: passwordError(values.password),
  });
}

export function withoutEmpty<F extends string>(errors: Record<F, string | undefined>): FieldErrors<F> {
  return Object.fromEntries(Object.entries(errors).filter(([, message]) => message)) as FieldErrors<F>;
}

/** The newsletter's and contact forms' email, worded as those endpoints word it (contract/src/messages.ts). */
export function messageEmailError(value: string): string | undefined {
  const error = emailError(value);
  return error === 'Invalid email address' ? 'Please enter a valid email address' : error;
}

/** A new password and its confirmation (reset and change): the signup rules, then the two must agree. */
export function newPasswordErrors(password: string, confirmation: string): FieldErrors<'password' | 'confirmation'> {
  return withoutEmpty({
    password: passwordError(password),
    confirmation: !confirmation ? 'Please confirm the new password' : confirmation !== password ? 'Passwords do not match' : undefined,
  });
}
