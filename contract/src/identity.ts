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
export type ActorRole = Actor['role'];

const email = requiredText('Email is required').pipe(z.string().regex(EMAIL, 'Invalid email address').max(254, 'Invalid email address'));

// Section 5 of the specification, in its order: required, at least 5, at most 10, upper case and digit.
const password = z
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
export type SignUpBody = z.output<typeof signUpBody>;

export const logInBody = z.strictObject({ email, password });
export type LogInBody = z.output<typeof logInBody>;
