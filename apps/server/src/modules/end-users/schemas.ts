import {
  endUserAdminItemParamsSchema,
  endUserAdminParamsSchema,
  endUserAppParamsSchema,
  endUserForgotPasswordRequestSchema,
  endUserListQuerySchema,
  endUserListSchema,
  endUserMessageSchema,
  endUserProfileSchema,
  endUserRefreshRequestSchema,
  endUserResetPasswordRequestSchema,
  endUserSessionSchema,
  endUserSignInRequestSchema,
  endUserSignOutRequestSchema,
  endUserSignUpRequestSchema,
  endUserSummarySchema,
  endUserUpdateRequestSchema,
  endUserVerifyEmailRequestSchema,
} from '@tessera/model/end-users';
import { apiErrors } from '../../http/error-responses.ts';
import { noContent } from '../../http/no-content.ts';
import { scopedHeaders } from '../../http/scoped-headers.ts';
import { bearerSecurity } from '../../http/security.ts';

const app = { tags: ['app accounts'], params: endUserAppParamsSchema };
const scoped = { tags: ['end users'], security: bearerSecurity, headers: scopedHeaders };

export const endUserSchemas = {
  signUp: {
    ...app,
    summary: 'Sign an end user up to the app (project environment): a code is mailed to confirm the address; on live it takes an End User of the plan',
    body: endUserSignUpRequestSchema,
    response: { 200: endUserMessageSchema, ...apiErrors(400, 401, 403, 404, 429) },
  },
  verifyEmail: {
    ...app,
    summary: 'Confirm the address with the mailed code (single use, 10 minutes)',
    body: endUserVerifyEmailRequestSchema,
    response: { 200: endUserMessageSchema, ...apiErrors(400, 401, 404, 429) },
  },
  signIn: {
    ...app,
    summary: 'Sign in: the end-user access token of the project environment (the data API bearer) and a rotating refresh token',
    body: endUserSignInRequestSchema,
    response: { 200: endUserSessionSchema, ...apiErrors(400, 401, 403, 404, 429) },
  },
  refresh: {
    ...app,
    summary: 'Rotate a refresh token: new tokens with the current roles; a reused one ends its session',
    body: endUserRefreshRequestSchema,
    response: { 200: endUserSessionSchema, ...apiErrors(400, 401, 404, 429) },
  },
  signOut: {
    ...app,
    summary: 'End the session of a refresh token',
    body: endUserSignOutRequestSchema,
    response: { 204: noContent, ...apiErrors(400, 401, 404, 429) },
  },
  forgotPassword: {
    ...app,
    summary: 'Mail a password reset code (the same answer for every address)',
    body: endUserForgotPasswordRequestSchema,
    response: { 200: endUserMessageSchema, ...apiErrors(400, 401, 404, 429) },
  },
  resetPassword: {
    ...app,
    summary: 'Set a new password with the mailed code; every session of the end user ends',
    body: endUserResetPasswordRequestSchema,
    response: { 200: endUserMessageSchema, ...apiErrors(400, 401, 404, 429) },
  },
  me: {
    ...app,
    security: bearerSecurity,
    summary: 'The signed-in end user of the bearer access token',
    response: { 200: endUserProfileSchema, ...apiErrors(401, 404, 429) },
  },
  list: {
    ...scoped,
    summary: "A page of a project's end users of one environment (live unless asked), searched by address",
    params: endUserAdminParamsSchema,
    querystring: endUserListQuerySchema,
    response: { 200: endUserListSchema, ...apiErrors(400, 401, 403, 404) },
  },
  update: {
    ...scoped,
    summary: "Set an end user's roles and/or disable it (its sessions end) or enable it",
    params: endUserAdminItemParamsSchema,
    body: endUserUpdateRequestSchema,
    response: { 200: endUserSummarySchema, ...apiErrors(400, 401, 403, 404) },
  },
  remove: {
    ...scoped,
    summary: 'Delete an end user, its sessions and codes',
    params: endUserAdminItemParamsSchema,
    response: { 204: noContent, ...apiErrors(401, 403, 404) },
  },
};
