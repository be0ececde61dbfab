import type { LogInBody, SignUpBody, User } from '@petshop/contract';
import { api } from './client';

/** Identity calls of the contract: both answer `{status, message, token, user}`. */
export interface AuthAnswer {
  token: string;
  user: User;
}

export const logIn = (body: LogInBody) => api.post<AuthAnswer>('/auth/login', body);

export const signUp = (body: SignUpBody) => api.post<AuthAnswer>('/auth/signup', body);
