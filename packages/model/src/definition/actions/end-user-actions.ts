import * as z from 'zod/mini';
import { declareAction } from './action-declaration.ts';
import { expressionSchema } from './action-params.ts';

/**
 * The end user's account, through the project environment's account routes
 * (`endUserAuthPaths`). Every value is an expression, usually a screen variable an input writes
 * (`screen.email`).
 */

export const signUpAction = declareAction({
  type: 'signUp',
  label: 'Sign up',
  group: 'endUser',
  paramsSchema: z.strictObject({ email: expressionSchema, password: expressionSchema }),
  defaults: { email: '', password: '' },
  expressions: ['email', 'password'],
  templates: [],
});

/** Confirms a new account's address with the mailed code. */
export const verifyEmailAction = declareAction({
  type: 'verifyEmail',
  label: 'Verify email',
  group: 'endUser',
  paramsSchema: z.strictObject({ email: expressionSchema, code: expressionSchema }),
  defaults: { email: '', code: '' },
  expressions: ['email', 'code'],
  templates: [],
});

export const signInAction = declareAction({
  type: 'signIn',
  label: 'Sign in',
  group: 'endUser',
  paramsSchema: z.strictObject({ email: expressionSchema, password: expressionSchema }),
  defaults: { email: '', password: '' },
  expressions: ['email', 'password'],
  templates: [],
});

export const signOutAction = declareAction({
  type: 'signOut',
  label: 'Sign out',
  group: 'endUser',
  paramsSchema: z.strictObject({}),
  defaults: {},
  expressions: [],
  templates: [],
});

/** Mails a reset code to the address. */
export const requestPasswordResetAction = declareAction({
  type: 'requestPasswordReset',
  label: 'Request password reset',
  group: 'endUser',
  paramsSchema: z.strictObject({ email: expressionSchema }),
  defaults: { email: '' },
  expressions: ['email'],
  templates: [],
});

/** Sets a new password with the mailed code. */
export const resetPasswordAction = declareAction({
  type: 'resetPassword',
  label: 'Reset password',
  group: 'endUser',
  paramsSchema: z.strictObject({ email: expressionSchema, code: expressionSchema, newPassword: expressionSchema }),
  defaults: { email: '', code: '', newPassword: '' },
  expressions: ['email', 'code', 'newPassword'],
  templates: [],
});
