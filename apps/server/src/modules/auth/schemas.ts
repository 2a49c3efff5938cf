import {
  confirmEmailRequestSchema,
  confirmEmailResponseSchema,
  externalTokenRequestSchema,
  externalTokenResponseSchema,
  forgotPasswordRequestSchema,
  googleAuthorizeUrlQuerySchema,
  googleAuthorizeUrlResponseSchema,
  googleLoginRequestSchema,
  googleLoginResponseSchema,
  loginRequestSchema,
  loginResponseSchema,
  logoutRequestSchema,
  messageResponseSchema,
  refreshRequestSchema,
  refreshResponseSchema,
  resetPasswordRequestSchema,
  sendConfirmationRequestSchema,
  signUpRequestSchema,
  stringResultSchema,
  userInfoSchema,
  userStatusQuerySchema,
  userStatusResponseSchema,
  verifyCodeRequestSchema,
  verifyCodeResponseSchema,
} from '@tessera/model';
import { z } from 'zod';
import { apiErrors } from '../../http/error-responses.ts';
import { noContent } from '../../http/no-content.ts';
import { bearerSecurity } from '../../http/security.ts';

/** Route schemas of the auth module: the shared contract of @tessera/model, request and response. */
export const authSchemas = {
  login: {
    tags: ['auth'],
    summary: "Sign in with email and password ('' success, '2' not activated)",
    body: loginRequestSchema,
    response: { 200: loginResponseSchema, ...apiErrors(400, 401, 429) },
  },
  refreshToken: {
    tags: ['auth'],
    summary: 'Rotate a refresh token (reuse of a rotated one revokes its family)',
    body: refreshRequestSchema,
    response: { 200: refreshResponseSchema, ...apiErrors(400, 429) },
  },
  logout: {
    tags: ['auth'],
    summary: "Revoke the refresh token's family",
    body: z.nullish(logoutRequestSchema),
    response: { 204: noContent, ...apiErrors(400) },
  },
  userInfo: {
    tags: ['auth'],
    summary: 'The signed-in user',
    security: bearerSecurity,
    response: { 200: userInfoSchema, ...apiErrors(401) },
  },
  userStatus: {
    tags: ['auth'],
    summary: 'none, pending or active: called before sign-up',
    querystring: userStatusQuerySchema,
    response: { 200: userStatusResponseSchema, ...apiErrors(400, 429) },
  },
  signUp: {
    tags: ['auth'],
    summary: "Create an account ('' success, else the text to show)",
    body: signUpRequestSchema,
    response: { 200: stringResultSchema, ...apiErrors(400, 429) },
  },
  confirmEmail: {
    tags: ['auth'],
    summary: "Activate an account with the emailed link's token",
    body: confirmEmailRequestSchema,
    response: { 200: confirmEmailResponseSchema, ...apiErrors(400, 429) },
  },
  sendConfirmationEmail: {
    tags: ['auth'],
    summary: 'Resend the activation link (same answer for unknown addresses)',
    body: sendConfirmationRequestSchema,
    response: { 200: messageResponseSchema, ...apiErrors(400, 429) },
  },
  forgotPassword: {
    tags: ['auth'],
    summary: 'Mail a 6-digit password reset code (same answer for unknown addresses)',
    body: forgotPasswordRequestSchema,
    response: { 200: messageResponseSchema, ...apiErrors(400, 429) },
  },
  verifyCode: {
    tags: ['auth'],
    summary: 'Trade the emailed code for a single-use reset token',
    body: verifyCodeRequestSchema,
    response: { 200: verifyCodeResponseSchema, ...apiErrors(400, 429) },
  },
  resetPassword: {
    tags: ['auth'],
    summary: 'Set a new password with a reset token',
    body: resetPasswordRequestSchema,
    response: { 200: z.object({}), ...apiErrors(400, 429) },
  },
  externalToken: {
    tags: ['auth'],
    summary: 'Trade a single-use external login token for a session',
    body: externalTokenRequestSchema,
    response: { 200: externalTokenResponseSchema, ...apiErrors(400, 429) },
  },
  googleAuthorizeUrl: {
    tags: ['auth'],
    summary: 'Where the Google button sends the browser',
    querystring: googleAuthorizeUrlQuerySchema,
    response: { 200: googleAuthorizeUrlResponseSchema, ...apiErrors(400, 404, 429, 502) },
  },
  googleLogin: {
    tags: ['auth'],
    summary: 'Finish Google sign-in with the authorization code',
    body: googleLoginRequestSchema,
    response: { 200: googleLoginResponseSchema, ...apiErrors(400, 404, 429, 502) },
  },
};
