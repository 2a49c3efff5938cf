/**
 * The user-facing texts these tests look for, copied word for word from the product spec
 * (shared/spec/product-spec.md sections 2, 4, 5 and 8). They are retyped here on purpose rather
 * than imported from packages/model: the browser suite checks the app against the spec, so a
 * drift in the shared constants must fail it.
 */
export const specTexts = {
  signInHeading: 'Sign in to your account',
  signInButton: 'Sign in',
  forgotPasswordLink: 'Forgot your password?',
  noAccount: "Don't have an account?",
  signUpButton: 'Sign up',
  joinWorkspaceButton: 'Join Workspace',
  haveAccount: 'Have an account?',
  resendVerifyCode: 'Resend verify code',
  emailRequired: 'Please enter your email!',
  passwordRequired: 'Please enter your password!',
  verificationCodeRequired: 'Please enter your verification code!',
  notActivated: 'You should activate your account before signing in',
  verificationCodeSent: 'New verification code has been sent to your email',
  successActivation: 'Success activation',
  workspaceJoined: 'Workspace joined',
  workspaceRejected: 'Workspace rejected',
  declined: (workspace: string) => `You have declined the ${workspace} workspace invitation.`,
  invitationExpired: 'Invitation is expired or not found.',
  checkInbox: 'Check your inbox',
  resetYourPassword: 'Reset your password',
  sendVerificationCode: 'Send Verification Code',
  returnSignIn: 'Return sign in',
  verifyYourEmail: 'Verify your email',
  continueButton: 'CONTINUE',
  verificationCodeIncorrect: 'Verification code is not correct.',
  createNewPassword: 'Create new password',
  newPassword: 'New password',
  newPasswordConfirm: 'New password (confirm)',
  changeMyPassword: 'CHANGE MY PASSWORD',
  passwordMismatch: "Your second password doesn't match with the first one.",
  success: 'Success',
  passwordChanged: 'Your password successfully changed.',
  invalidToken: 'Invalid token.',
  privacy: 'Privacy',
  terms: 'Terms',
  or: 'OR',
} as const;
