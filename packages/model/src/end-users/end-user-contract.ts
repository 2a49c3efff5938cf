import * as z from 'zod/mini';
import { pathIdSchema } from '../api/path-id.ts';
import { dataEnvironments } from '../data/data-model.ts';
import { emailAddressCheck, EMAIL_MAX_LENGTH } from '../validation/email-address.ts';
import { PASSWORD_MAX_LENGTH, VERIFICATION_CODE_LENGTH } from '../validation/password-rules.ts';

/**
 * End users: the people who sign in to a project's app, separate from the platform's builders.
 * Each project environment (draft: the studio's Run preview; live: the published app) has its
 * own. `endUserAuthPaths` are the app's public account routes, `endUserAdminPaths` the builders'.
 */
export const endUserAuthPaths = {
  signUp: '/api/apps/:projectId/:environment/auth/sign-up',
  verifyEmail: '/api/apps/:projectId/:environment/auth/verify-email',
  signIn: '/api/apps/:projectId/:environment/auth/sign-in',
  refresh: '/api/apps/:projectId/:environment/auth/refresh',
  signOut: '/api/apps/:projectId/:environment/auth/sign-out',
  forgotPassword: '/api/apps/:projectId/:environment/auth/forgot-password',
  resetPassword: '/api/apps/:projectId/:environment/auth/reset-password',
  me: '/api/apps/:projectId/:environment/auth/me',
} as const;

/** The builders' routes over a project's end users (`domainname` workspace, Developer seat). */
export const endUserAdminPaths = {
  list: '/api/projects/:projectId/end-users',
  one: '/api/projects/:projectId/end-users/:endUserId',
} as const;

/** Fills a path's `:projectId` and `:environment`. */
export function endUserAuthPath(path: string, projectId: string, environment: EndUserEnvironment): string {
  return path.replace(':projectId', encodeURIComponent(projectId)).replace(':environment', environment);
}

export const endUserEnvironmentSchema = z.enum(dataEnvironments);
export type EndUserEnvironment = z.infer<typeof endUserEnvironmentSchema>;

/** An end user holds at most this many roles, each 1 to 60 characters (as access rules name them). */
export const MAX_END_USER_ROLES = 50;
export const END_USER_ROLE_MAX_LENGTH = 60;

const email = z.string().check(z.trim(), z.minLength(1, 'Please enter your email!'), z.maxLength(EMAIL_MAX_LENGTH));
const newEmail = z.string().check(z.trim(), z.minLength(1, 'Please enter your email!'), emailAddressCheck);
const password = z.string().check(z.minLength(1, 'Please enter your password!'), z.maxLength(PASSWORD_MAX_LENGTH));
const code = z.string().check(z.trim(), z.minLength(1, 'Please enter your verification code!'), z.maxLength(VERIFICATION_CODE_LENGTH));
const refreshToken = z.string().check(z.minLength(1), z.maxLength(512));

export const endUserAppParamsSchema = z.object({ projectId: pathIdSchema, environment: endUserEnvironmentSchema });

/** POST sign-up: an unverified account and a mailed code; the same answer for a known address. */
export const endUserSignUpRequestSchema = z.object({ email: newEmail, password });
export const endUserMessageSchema = z.object({ message: z.string() });
export type EndUserMessage = z.infer<typeof endUserMessageSchema>;

/** POST verify-email: the mailed code proves the address (single use, 10 minutes). */
export const endUserVerifyEmailRequestSchema = z.object({ email, code });

export const endUserSignInRequestSchema = z.object({ email, password });
export const endUserRefreshRequestSchema = z.object({ refreshToken });
export const endUserSignOutRequestSchema = z.object({ refreshToken });
export const endUserForgotPasswordRequestSchema = z.object({ email });
/** POST reset-password: the mailed code and the new password in one step. */
export const endUserResetPasswordRequestSchema = z.object({ email, code, newPassword: password });

/** What an end user sees of their own account. */
export const endUserProfileSchema = z.object({
  id: z.string(),
  email: z.string(),
  roles: z.array(z.string()),
});
export type EndUserProfile = z.infer<typeof endUserProfileSchema>;

/**
 * A sign-in or refresh: the end-user access token of the project environment (the data API's
 * bearer, `expiresIn` seconds) and an opaque refresh token that rotates at each use.
 */
export const endUserSessionSchema = z.object({
  accessToken: z.string(),
  refreshToken: z.string(),
  expiresIn: z.number(),
  user: endUserProfileSchema,
});
export type EndUserSession = z.infer<typeof endUserSessionSchema>;

// Builders' side

const roleSchema = z.string().check(
  z.trim(),
  z.minLength(1, 'A role name cannot be empty.'),
  z.maxLength(END_USER_ROLE_MAX_LENGTH, `A role name is at most ${END_USER_ROLE_MAX_LENGTH} characters.`),
);

export const endUserAdminParamsSchema = z.object({ projectId: pathIdSchema });
export const endUserAdminItemParamsSchema = z.object({ projectId: pathIdSchema, endUserId: pathIdSchema });

/** GET list: one environment's end users (live unless asked), searched by address, a page at a time. */
export const endUserListQuerySchema = z.object({
  environment: z._default(endUserEnvironmentSchema, 'live'),
  search: z.optional(z.string().check(z.trim(), z.maxLength(EMAIL_MAX_LENGTH))),
  offset: z._default(z.coerce.number().check(z.int(), z.minimum(0), z.maximum(1_000_000)), 0),
  limit: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(100)), 50),
});
export type EndUserListQuery = z.input<typeof endUserListQuerySchema>;
/** The list query as the server reads it (defaults applied). */
export type EndUserListFilter = z.infer<typeof endUserListQuerySchema>;

export const endUserSummarySchema = z.object({
  id: z.string(),
  environment: endUserEnvironmentSchema,
  email: z.string(),
  roles: z.array(z.string()),
  emailVerified: z.boolean(),
  disabled: z.boolean(),
  createdAt: z.string(),
  lastSignInAt: z.nullable(z.string()),
});
export type EndUserSummary = z.infer<typeof endUserSummarySchema>;

export const endUserListSchema = z.object({ items: z.array(endUserSummarySchema), total: z.number() });
export type EndUserList = z.infer<typeof endUserListSchema>;

/** PATCH one: its roles (the whole list, duplicates dropped) and/or whether it is disabled. */
export const endUserUpdateRequestSchema = z
  .object({
    roles: z.optional(z.array(roleSchema).check(z.maxLength(MAX_END_USER_ROLES, `An end user holds at most ${MAX_END_USER_ROLES} roles.`))),
    disabled: z.optional(z.boolean()),
  })
  .check(
    z.refine((body) => body.roles !== undefined || body.disabled !== undefined, { message: 'Send roles or disabled.' }),
  );
export type EndUserUpdateRequest = z.infer<typeof endUserUpdateRequestSchema>;

/** What the end-user account routes answer, in the words an app shows. */
export const endUserMessages = {
  codeSent: 'If the address can receive it, a code is on its way. Check your email.',
  emailVerified: 'Your email address is confirmed. You can sign in now.',
  emailVerifiedChoosePassword:
    'Your email address is confirmed. It was signed up more than once with different passwords, so choose your password now: ask for a password reset code and set a new one.',
  emailNotVerified: 'Confirm your email address first: enter the code we emailed you.',
  disabled: 'This account is disabled. Contact the app’s owner.',
  invalidCredentials: 'The email or password is incorrect.',
  codeIncorrect: 'The code is incorrect or has expired. Ask for a new one.',
  passwordChanged: 'Your password is changed. Sign in with the new one.',
  sessionExpired: 'Your session has expired. Please sign in again.',
} as const;
