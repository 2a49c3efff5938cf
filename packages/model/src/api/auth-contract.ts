import * as z from 'zod/mini';
import { signUpFieldsSchema } from '../validation/auth-forms.ts';
import { PASSWORD_MAX_LENGTH, VERIFICATION_CODE_LENGTH } from '../validation/password-rules.ts';

/**
 * The accounts API: every path and payload the studio and the server share. Paths other than
 * login and refresh are Tessera's own (spec §7 leaves them open); the payload field names are the
 * spec's, casing included (`Email`, `UserName`, `AuthCode`, `VerifyEmailAddress`).
 */
export const authPaths = {
  login: '/auth/login',
  refreshToken: '/auth/refreshtoken',
  logout: '/auth/logout',
  userInfo: '/auth/userinfo',
  userStatus: '/auth/userstatus',
  signUp: '/auth/signup',
  confirmEmail: '/auth/confirmemail',
  sendConfirmationEmail: '/auth/sendconfirmationemail',
  forgotPassword: '/auth/forgotpassword',
  verifyCode: '/auth/verifycode',
  resetPassword: '/auth/resetpassword',
  externalToken: '/auth/externaltoken',
  googleAuthorizeUrl: '/auth/google/authorize-url',
  googleLogin: '/auth/google',
  acceptInvite: '/invitations/accept',
  rejectInvite: '/invitations/reject',
  domainDetail: '/domain/detail',
  domains: '/domains',
  events: '/events',
  clientConfig: '/config/client',
} as const;

const email = z.string().check(z.trim(), z.minLength(1), z.maxLength(254));
const password = z.string().check(z.minLength(1), z.maxLength(PASSWORD_MAX_LENGTH));
const opaqueToken = z.string().check(z.minLength(1), z.maxLength(512));
const domainName = z.string().check(z.trim(), z.minLength(1), z.maxLength(64));
const optionalText = (max: number) => z.optional(z.string().check(z.maxLength(max)));
/**
 * A random key the browser keeps (spec §2 leaves activation open): sent with a sign-up and with
 * the activation link opened in the same browser, it proves the clicker chose the sign-up's password.
 */
const deviceKey = z.string().check(z.minLength(32), z.maxLength(128), z.regex(/^[A-Za-z0-9_-]+$/));

/** Tokens handed out by every sign-in: a short-lived JWT and an opaque rotating refresh token. */
export const tokenPairSchema = z.object({
  tokenString: z.string(),
  refreshToken: z.string(),
});
export type TokenPair = z.infer<typeof tokenPairSchema>;

/** POST /auth/login. `source` is the login page's `?source=` query parameter, logged as an event. */
export const loginRequestSchema = z.object({
  username: email,
  password,
  source: optionalText(100),
});
/** `result` '' = success (tokens present), '2' = password right but account not activated. */
export const loginResponseSchema = z.object({
  result: z.string(),
  tokenString: z.optional(z.string()),
  refreshToken: z.optional(z.string()),
});
export type LoginResponse = z.infer<typeof loginResponseSchema>;

/** POST /auth/refreshtoken: the spec's payload field is `refreshtoken` (lower case t). */
export const refreshRequestSchema = z.object({ refreshtoken: opaqueToken });
export const refreshResponseSchema = z.extend(tokenPairSchema, { token: z.string() });
export type RefreshResponse = z.infer<typeof refreshResponseSchema>;

/** POST /auth/logout: revokes the refresh token's whole family. */
export const logoutRequestSchema = z.object({ refreshToken: z.optional(opaqueToken) });

/** GET /auth/userinfo (bearer). */
export const userInfoSchema = z.object({
  id: z.string(),
  username: z.string(),
  lastUsedDomainName: z.nullable(z.string()),
});
export type UserInfo = z.infer<typeof userInfoSchema>;

/** GET /auth/userstatus?username=: called before sign-up. */
export const userStatusQuerySchema = z.object({ username: email });
export const userStatusResponseSchema = z.object({
  /**
   * 'active' when an activated account has the address, else 'none': all the sign-up form needs
   * (a sign-up of a pending address goes ahead), so whether someone signed it up stays private.
   */
  status: z.enum(['none', 'active']),
});
export type UserStatus = z.infer<typeof userStatusResponseSchema>['status'];

/** POST /auth/signup. `domainName` is the inviting workspace, empty for a plain sign-up. */
export const signUpRequestSchema = z.extend(signUpFieldsSchema, {
  domainName: z._default(z.string().check(z.trim(), z.maxLength(64)), ''),
  VerifyEmailAddress: z._default(z.boolean(), true),
  source: optionalText(100),
  deviceKey: z.optional(deviceKey),
});
export type SignUpRequest = z.input<typeof signUpRequestSchema>;
/** `result` '' on success, else the text to show (e.g. 'Invitation is expired or not found'). */
export const stringResultSchema = z.object({ result: z.string() });
export type StringResult = z.infer<typeof stringResultSchema>;

/**
 * POST /auth/confirmemail: the activation link's token. The sign-up's password applies only with
 * the `deviceKey` of the browser that signed up; otherwise the clicker sends the `password` they
 * choose now (the first try without one answers 400 `password_required`).
 */
export const confirmEmailRequestSchema = z.object({
  token: opaqueToken,
  username: email,
  domainName: z.optional(z.string().check(z.trim(), z.maxLength(64))),
  deviceKey: z.optional(deviceKey),
  password: z.optional(password),
});
/** `domainName` is set when the activation also joined an invited workspace. */
export const confirmEmailResponseSchema = z.object({
  result: z.literal(''),
  domainName: z.nullable(z.string()),
});

/** POST /auth/sendconfirmationemail (resend). Always the same answer, known account or not. */
export const sendConfirmationRequestSchema = z.object({ email });
export const messageResponseSchema = z.object({ message: z.string() });

/** POST /auth/forgotpassword: mails a 6-character code. Same answer for unknown addresses. */
export const forgotPasswordRequestSchema = z.object({ Email: email });

/** POST /auth/verifycode: trades the mailed code for a single-use reset token. */
export const verifyCodeRequestSchema = z.object({
  username: email,
  verificationCode: z.string().check(z.trim(), z.minLength(1), z.maxLength(VERIFICATION_CODE_LENGTH)),
});
export const verifyCodeResponseSchema = z.object({ token: z.string() });

/** POST /auth/resetpassword: 200 on success, else `{ error: { message } }`. */
export const resetPasswordRequestSchema = z.object({
  token: opaqueToken,
  UserName: email,
  newPassword: password,
});

/** POST /auth/externaltoken: trades a single-use external login token for a session. */
export const externalTokenRequestSchema = z.object({ token: opaqueToken });
export const externalTokenResponseSchema = z.extend(tokenPairSchema, { user: userInfoSchema });

/** GET /auth/google/authorize-url?redirectUri=: where the Google button sends the browser. */
const redirectUri = z.url().check(z.maxLength(2048));
export const googleAuthorizeUrlQuerySchema = z.object({ redirectUri });
export const googleAuthorizeUrlResponseSchema = z.object({ url: z.string(), state: z.string() });

/** POST /auth/google: the authorization code the provider sent back, with the state it carried. */
export const googleLoginRequestSchema = z.object({
  AuthCode: z.string().check(z.minLength(1), z.maxLength(4096)),
  state: z.string().check(z.minLength(1), z.maxLength(4096)),
  redirectUri,
});
export const googleLoginResponseSchema = z.extend(tokenPairSchema, { email: z.string() });

/** POST /invitations/accept and /invitations/reject, from the links of an invitation email. */
export const invitationRequestSchema = z.object({
  username: email,
  domainName,
  token: opaqueToken,
});
/** 0 no account (go to sign-up), 1 accepted, 2 rejected, 3 expired or not found (spec §4). */
export const invitationResultSchema = z.object({
  invitationResult: z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3)]),
  domainName: z.string(),
});
export type InvitationResult = z.infer<typeof invitationResultSchema>['invitationResult'];

/** GET /domain/detail (bearer, `domainName` header): membership is checked, 404 otherwise. */
export const domainDetailSchema = z.object({
  domainName: z.string(),
  domainAuthorizationOn: z.boolean(),
  managedDbType: z.nullable(z.string()),
});
export type DomainDetail = z.infer<typeof domainDetailSchema>;

/** GET /domains (bearer): the workspaces the signed-in user belongs to, by name, with their role. */
export const domainListSchema = z.array(
  z.object({
    domainName: z.string(),
    role: z.enum(['owner', 'developer']),
  }),
);
export type DomainList = z.infer<typeof domainListSchema>;

/** POST /events: an analytics event (e.g. `signup_screen_shown`, `login_source`). */
export const eventRequestSchema = z.object({
  name: z.string().check(z.trim(), z.minLength(1), z.maxLength(64), z.regex(/^[a-z][a-z0-9_]*$/)),
  properties: z.optional(
    z.record(
      z.string().check(z.maxLength(64)),
      z.union([z.string().check(z.maxLength(500)), z.number(), z.boolean(), z.null()]),
    ),
  ),
});

/** GET /config/client: what the studio needs to know at run time (branding, sign-in options). */
export const clientConfigSchema = z.object({
  productName: z.string(),
  branding: z.enum(['main', 'whitelabel', 'whitelabel-mssql']),
  googleClientId: z.nullable(z.string()),
  ownHosts: z.array(z.string()),
});
export type ClientConfig = z.infer<typeof clientConfigSchema>;
export type Branding = ClientConfig['branding'];
