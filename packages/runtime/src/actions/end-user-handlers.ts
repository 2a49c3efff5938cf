import { type ActionHandler, clientFailure, done } from './action-handler.ts';
import { evaluateText } from './evaluate-param.ts';

export const signUp: ActionHandler<'signUp'> = async (params, context, scope) => {
  const email = evaluateText('The email', params.email, scope);
  if (!email.ok) return email;
  const password = evaluateText('The password', params.password, scope);
  if (!password.ok) return password;
  const answer = await context.effects.auth.signUp(email.value, password.value);
  return answer.ok ? done : clientFailure(answer.error);
};

export const verifyEmail: ActionHandler<'verifyEmail'> = async (params, context, scope) => {
  const email = evaluateText('The email', params.email, scope);
  if (!email.ok) return email;
  const code = evaluateText('The code', params.code, scope);
  if (!code.ok) return code;
  const answer = await context.effects.auth.verifyEmail(email.value, code.value);
  return answer.ok ? done : clientFailure(answer.error);
};

export const signIn: ActionHandler<'signIn'> = async (params, context, scope) => {
  const email = evaluateText('The email', params.email, scope);
  if (!email.ok) return email;
  const password = evaluateText('The password', params.password, scope);
  if (!password.ok) return password;
  const answer = await context.effects.auth.signIn(email.value, password.value);
  return answer.ok ? done : clientFailure(answer.error);
};

export const signOut: ActionHandler<'signOut'> = async (_params, context) => {
  await context.effects.auth.signOut();
  return done;
};

export const requestPasswordReset: ActionHandler<'requestPasswordReset'> = async (params, context, scope) => {
  const email = evaluateText('The email', params.email, scope);
  if (!email.ok) return email;
  const answer = await context.effects.auth.requestPasswordReset(email.value);
  return answer.ok ? done : clientFailure(answer.error);
};

export const resetPassword: ActionHandler<'resetPassword'> = async (params, context, scope) => {
  const email = evaluateText('The email', params.email, scope);
  if (!email.ok) return email;
  const code = evaluateText('The code', params.code, scope);
  if (!code.ok) return code;
  const password = evaluateText('The new password', params.newPassword, scope);
  if (!password.ok) return password;
  const answer = await context.effects.auth.resetPassword(email.value, code.value, password.value);
  return answer.ok ? done : clientFailure(answer.error);
};
