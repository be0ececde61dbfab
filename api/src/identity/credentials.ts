import { z } from 'zod';
import { requiredText } from '../platform/http/validation.js';

// The usual address pattern: something@something.tld, no spaces.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const email = requiredText('Email is required').pipe(z.string().regex(EMAIL, 'Invalid email address').max(254, 'Invalid email address'));

// Section 5 of the specification, in its order: required, at least 5, at most 10, upper case and digit.
export const password = z
  .string({ error: 'Password is required' })
  .min(1, 'Password is required')
  .min(5, 'Password must be at least 5 characters')
  .max(10, 'Password cannot exceed 10 characters')
  .regex(/^(?=.*[A-Z])(?=.*\d)/, 'Password must contain at least one uppercase letter and one number');

export const signUpBody = z.strictObject({
  firstName: requiredText('First name is required').pipe(z.string().max(60, 'First name is too long')),
  lastName: requiredText('Last name is required').pipe(z.string().max(60, 'Last name is too long')),
  email,
  password,
});

export const logInBody = z.strictObject({ email, password });
