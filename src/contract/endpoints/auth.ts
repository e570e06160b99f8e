/** Endpoints of accounts (spec §7): sign-up, sign-in, the session's user, account settings, external sign-in. */
import { defineEndpoint } from '../endpoint';
import {
  AccountResponseSchema,
  AuthMeResponseSchema,
  AuthProvidersResponseSchema,
  AuthSuccessResponseSchema,
  AuthUserResponseSchema,
  ChangePasswordBodySchema,
  DeleteAccountBodySchema,
  LoginBodySchema,
  OAuthStartQuerySchema,
  OkResponseSchema,
  RegisterBodySchema,
  UpdateProfileBodySchema,
} from '../auth';

export const authApi = {
  register: defineEndpoint({
    method: 'POST',
    path: '/api/auth/register',
    body: RegisterBodySchema,
    response: { 201: AuthSuccessResponseSchema },
  }),
  login: defineEndpoint({
    method: 'POST',
    path: '/api/auth/login',
    body: LoginBodySchema,
    response: { 200: AuthSuccessResponseSchema },
  }),
  logout: defineEndpoint({ method: 'POST', path: '/api/auth/logout', response: { 200: OkResponseSchema } }),
  user: defineEndpoint({ method: 'GET', path: '/api/auth/user', response: { 200: AuthUserResponseSchema } }),
  me: defineEndpoint({ method: 'GET', path: '/api/auth/me', response: { 200: AuthMeResponseSchema } }),
  providers: defineEndpoint({ method: 'GET', path: '/api/auth/providers', response: { 200: AuthProvidersResponseSchema } }),
  account: defineEndpoint({ method: 'GET', path: '/api/auth/account', response: { 200: AccountResponseSchema } }),
  updateAccount: defineEndpoint({
    method: 'PATCH',
    path: '/api/auth/account',
    body: UpdateProfileBodySchema,
    response: { 200: AuthMeResponseSchema },
  }),
  changePassword: defineEndpoint({
    method: 'POST',
    path: '/api/auth/password',
    body: ChangePasswordBodySchema,
    response: { 200: OkResponseSchema },
  }),
  deleteAccount: defineEndpoint({
    method: 'DELETE',
    path: '/api/auth/account',
    body: DeleteAccountBodySchema,
    response: { 200: OkResponseSchema },
  }),
  /** All of the account's data as one JSON file (a download). */
  export: defineEndpoint({ method: 'GET', path: '/api/auth/export', responseKind: 'file' }),

  /* External sign-in: the browser navigates to these; failures come back as /login?error=<code>. */
  googleStart: defineEndpoint({ method: 'GET', path: '/api/auth/google', query: OAuthStartQuerySchema, responseKind: 'redirect' }),
  googleCallback: defineEndpoint({ method: 'GET', path: '/api/auth/google/callback', responseKind: 'redirect' }),
  oidcStart: defineEndpoint({ method: 'GET', path: '/api/replit/login', query: OAuthStartQuerySchema, responseKind: 'redirect' }),
  oidcCallback: defineEndpoint({ method: 'GET', path: '/api/replit/callback', responseKind: 'redirect' }),
} as const;
