import { email, maxLength, regex, required } from 'react-admin';

// Sign-up's rules and messages (the contract's signUpBody), in its order.
export const validateFirstName = [required('First name is required'), maxLength(60, 'First name is too long')];
export const validateLastName = [required('Last name is required'), maxLength(60, 'Last name is too long')];
export const validateEmail = [required('Email is required'), email('Invalid email address')];

export function validatePassword(value: unknown): string | undefined {
  const password = typeof value === 'string' ? value : '';
  if (password === '') return 'Password is required';
  if (password.length < 5) return 'Password must be at least 5 characters';
  if (password.length > 10) return 'Password cannot exceed 10 characters';
  if (!/[A-Z]/.test(password) || !/\d/.test(password)) return 'Password must contain at least one uppercase letter and one number';
  return undefined;
}

export const validateRole = [required('Role must be staff or admin'), regex(/^(staff|admin)$/, 'Role must be staff or admin')];

export const ROLE_CHOICES = [
  { id: 'staff', name: 'Staff' },
  { id: 'admin', name: 'Admin' },
];
