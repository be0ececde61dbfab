import type { ChangePasswordBody, LogInBody, PersonalDataExport, ResetPasswordBody, SignUpBody, UpdateMeBody, User, VerifyOtpBody } from '@petshop/contract';
import { api } from './client';

/** Identity calls of the contract: both answer `{status, message, token, user}`. */
export interface AuthAnswer {
  token: string;
  user: User;
}

export const logIn = (body: LogInBody) => api.post<AuthAnswer>('/auth/login', body);

export const signUp = (body: SignUpBody) => api.post<AuthAnswer>('/auth/signup', body);

/** One answer whether or not an account has the email; the code goes to the account's inbox. */
export const forgotPassword = (email: string) => api.post('/auth/forgot-password', { email });

/** The code exchanged for a reset token (short-lived, usable once). */
export const verifyOtp = (body: VerifyOtpBody) => api.post<{ token: string }>('/auth/verify-otp', body);

/** Sets the new password; the answer signs the shopper in, as login's does. */
export const resetPassword = (body: ResetPasswordBody) => api.post<AuthAnswer>('/auth/reset-password', body);

/** The answer's token replaces the stored one: the account's other logins, this one's old token included, stop working. */
export const changePassword = (body: ChangePasswordBody) => api.post<{ token: string }>('/auth/change-password', body);

export const updateMe = (body: UpdateMeBody) => api.patch<{ user: User }>('/auth/me', body);

/** Everything the shop holds about the shopper (`GET /api/auth/me/export`), to save as a file. */
export const exportMyData = () => api.get<{ data: PersonalDataExport }>('/auth/me/export');
