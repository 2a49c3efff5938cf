import { authPaths, messages } from '@tessera/model';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { routeRateLimit } from '../../plugins/rate-limit.ts';
import { rateLimitKey } from '../../plugins/rate-limit-key.ts';
import { googleAuthorizeUrl, googleLogin } from './google.ts';
import { forgotPassword, resetPassword, verifyCode } from './password-reset.ts';
import { authSchemas as s } from './schemas.ts';
import {
  getUserInfo,
  getUserStatus,
  login,
  loginWithExternalToken,
  logout,
  refreshSession,
} from './service.ts';
import { confirmEmail, resendConfirmation } from './confirm-email.ts';
import { signUp } from './sign-up.ts';

/** The accounts API (paths from @tessera/model `authPaths`). Routes parse and reply only. */
export const authRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const limited = { rateLimit: routeRateLimit(ctx.config.rateLimits.auth) };

  app.post(authPaths.login, { schema: s.login, config: limited }, async (request) => {
    const { username, password, source } = request.body;
    return login(ctx, { username, password, source });
  });

  app.post(authPaths.refreshToken, { schema: s.refreshToken, config: limited }, async (request) =>
    refreshSession(ctx, request.body.refreshtoken),
  );

  app.post(authPaths.logout, { schema: s.logout, config: { auth: 'optional' } }, async (request, reply) => {
    await logout(ctx, request.body?.refreshToken);
    return reply.code(204).send(null);
  });

  app.get(authPaths.userInfo, { schema: s.userInfo, config: { auth: 'required' } }, async (request) =>
    getUserInfo(ctx, request.userId as string),
  );

  app.get(authPaths.userStatus, { schema: s.userStatus, config: limited }, async (request) => ({
    status: await getUserStatus(ctx, request.query.username),
  }));

  app.post(authPaths.signUp, { schema: s.signUp, config: limited }, async (request) => {
    const { username, firstname, lastname, password, domainName, source, deviceKey } = request.body;
    return { result: await signUp(ctx, { username, firstname, lastname, password, domainName, source, deviceKey }) };
  });

  app.post(authPaths.confirmEmail, { schema: s.confirmEmail, config: limited }, async (request) => {
    const { token, username, deviceKey, password } = request.body;
    return confirmEmail(ctx, { token, username, deviceKey, password });
  });

  app.post(authPaths.sendConfirmationEmail, { schema: s.sendConfirmationEmail, config: limited }, async (request) => {
    await resendConfirmation(ctx, request.body.email);
    return { message: messages.verificationCodeSent };
  });

  app.post(authPaths.forgotPassword, { schema: s.forgotPassword, config: limited }, async (request) => {
    await forgotPassword(ctx, request.body.Email, rateLimitKey(request.ip));
    return { message: messages.verificationCodeSent };
  });

  app.post(authPaths.verifyCode, { schema: s.verifyCode, config: limited }, async (request) => {
    const { username, verificationCode } = request.body;
    return { token: await verifyCode(ctx, { username, verificationCode }, rateLimitKey(request.ip)) };
  });

  app.post(authPaths.resetPassword, { schema: s.resetPassword, config: limited }, async (request) => {
    const { token, UserName, newPassword } = request.body;
    await resetPassword(ctx, { token, UserName, newPassword });
    return {};
  });

  app.post(authPaths.externalToken, { schema: s.externalToken, config: limited }, async (request) =>
    loginWithExternalToken(ctx, request.body.token),
  );

  app.get(authPaths.googleAuthorizeUrl, { schema: s.googleAuthorizeUrl, config: limited }, async (request) =>
    googleAuthorizeUrl(ctx, request.query.redirectUri),
  );

  app.post(authPaths.googleLogin, { schema: s.googleLogin, config: limited }, async (request) => {
    const { AuthCode, state, redirectUri } = request.body;
    return googleLogin(ctx, { AuthCode, state, redirectUri });
  });
};
