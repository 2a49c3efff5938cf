import {
  authPaths,
  clientConfigSchema,
  confirmEmailResponseSchema,
  domainListSchema,
  externalTokenResponseSchema,
  googleAuthorizeUrlResponseSchema,
  googleLoginResponseSchema,
  invitationResultSchema,
  loginResponseSchema,
  messageResponseSchema,
  stringResultSchema,
  userInfoSchema,
  userStatusResponseSchema,
  verifyCodeResponseSchema,
  type SignUpRequest,
} from '@tessera/model';
import * as z from 'zod/mini';
import type { ApiClient } from './create-api-client.ts';

/**
 * Public calls answer 401 about what they were sent, not about the session: they never refresh
 * (a stale session must not bounce a visitor of /signup to /login).
 */
const publicCall = { refreshOnUnauthorized: false } as const;

/** The spec §7 calls, typed by the shared contract. Each takes the client so tests can inject one. */
export const accountsApi = {
  login: (client: ApiClient, body: { username: string; password: string; source?: string }) =>
    client.post(authPaths.login, body, { schema: loginResponseSchema, refreshOnUnauthorized: false }),

  logout: (client: ApiClient) =>
    client.post(authPaths.logout, { refreshToken: client.session.refreshToken() ?? undefined }, { refreshOnUnauthorized: false }),

  getUserInfo: (client: ApiClient, signal?: AbortSignal) =>
    client.get(authPaths.userInfo, { schema: userInfoSchema, requiresAuth: true, ...(signal ? { signal } : {}) }),

  getUserStatus: (client: ApiClient, username: string) =>
    client.get(authPaths.userStatus, { query: { username }, schema: userStatusResponseSchema, ...publicCall }),

  signUp: (client: ApiClient, body: SignUpRequest) =>
    client.post(authPaths.signUp, body, { schema: stringResultSchema, ...publicCall }),

  confirmEmail: (
    client: ApiClient,
    body: { token: string; username: string; domainName?: string; deviceKey?: string; password?: string },
  ) =>
    client.post(authPaths.confirmEmail, body, { schema: confirmEmailResponseSchema, ...publicCall }),

  sendConfirmationEmail: (client: ApiClient, email: string) =>
    client.post(authPaths.sendConfirmationEmail, { email }, { schema: z.partial(messageResponseSchema), ...publicCall }),

  forgotPassword: (client: ApiClient, Email: string) =>
    client.post(authPaths.forgotPassword, { Email }, { schema: z.optional(z.partial(messageResponseSchema)), ...publicCall }),

  verifyCode: (client: ApiClient, body: { username: string; verificationCode: string }) =>
    client.post(authPaths.verifyCode, body, { schema: verifyCodeResponseSchema, ...publicCall }),

  resetPassword: (client: ApiClient, body: { token: string; UserName: string; newPassword: string }) =>
    client.post(authPaths.resetPassword, body, publicCall),

  loginWithExternalToken: (client: ApiClient, token: string) =>
    client.post(authPaths.externalToken, { token }, { schema: externalTokenResponseSchema, refreshOnUnauthorized: false }),

  googleAuthorizeUrl: (client: ApiClient, redirectUri: string) =>
    client.get(authPaths.googleAuthorizeUrl, { query: { redirectUri }, schema: googleAuthorizeUrlResponseSchema, ...publicCall }),

  loginWithGoogle: (client: ApiClient, body: { AuthCode: string; state: string; redirectUri: string }) =>
    client.post(authPaths.googleLogin, body, { schema: googleLoginResponseSchema, refreshOnUnauthorized: false }),

  acceptInvite: (client: ApiClient, body: { username: string; domainName: string; token: string }) =>
    client.post(authPaths.acceptInvite, body, { schema: invitationResultSchema, ...publicCall }),

  rejectInvite: (client: ApiClient, body: { username: string; domainName: string; token: string }) =>
    client.post(authPaths.rejectInvite, body, { schema: invitationResultSchema, ...publicCall }),

  getDomains: (client: ApiClient) => client.get(authPaths.domains, { schema: domainListSchema, requiresAuth: true }),

  /** Analytics: best effort, never throws. */
  logEvent: (client: ApiClient, name: string, properties?: Record<string, string | number | boolean | null>) =>
    client.post(authPaths.events, properties ? { name, properties } : { name }, publicCall).then(
      () => undefined,
      () => undefined,
    ),

  getClientConfig: (client: ApiClient) => client.get(authPaths.clientConfig, { schema: clientConfigSchema, ...publicCall }),
};
