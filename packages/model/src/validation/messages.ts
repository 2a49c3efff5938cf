/**
 * Every user-facing validation and result message of the account screens, word for word as the
 * product spec (sections 4, 5 and 8) quotes them. The studio shows them and the server answers
 * with them, so both import them from here and never retype the text.
 */
export const messages = {
  emailRequired: 'Please enter your email!',
  passwordRequired: 'Please enter your password!',
  verificationCodeRequired: 'Please enter your verification code!',
  verificationCodeLength: 'The verification code has 6 characters.',
  passwordMismatch: "Your second password doesn't match with the first one.",
  signUpEmailRequired: 'Please enter your Email!',
  signUpEmailInvalid: 'Please enter a valid Email!',
  /** An address with a hidden, accented, full-width or look-alike character (not a spec text). */
  emailUnsafeCharacters:
    'Please enter a valid Email! An address may hold only plain Latin letters, digits and punctuation, not hidden, accented or look-alike characters.',
  firstNameRequired: 'Please input your First name!',
  firstNameInvalid: 'Please enter a valid First name!',
  lastNameRequired: 'Please input your Last name!',
  lastNameInvalid: 'Please enter a valid Last name!',
  signUpPasswordRequired: 'Please input your Password!',
  termsRequired: 'You should accept Terms of Services and Privacy Policy before proceed.',
  passwordTooShort: 'Your password must have at least 12 characters.',
  passwordTooLong: 'Your password can have at most 128 characters.',
  passwordTooCommon:
    'This password is on a list of commonly used passwords that attackers try first. Please choose another one.',
  passwordRuleHint: 'Use 12 to 128 characters. Common passwords are not accepted.',
  notActivated: 'You should activate your account before signing in',
  invalidCredentials: 'Your email or password is incorrect.',
  /** Server answer to any code that does not work (wrong, expired, tried too often, unknown address). */
  verificationCodeIncorrect: 'Verification code is not correct or has expired. Check it, or request a new code.',
  verificationCodeSent: 'New verification code has been sent to your email',
  invalidToken: 'Invalid token.',
  noInvitationInfo: 'No invitation info found, redirecting to "sign up" page.',
  invitationExpired: 'Invitation is expired or not found.',
  /** The sign-up answer for a dead invitation: the spec quotes it without the final stop. */
  signUpInvitationExpired: 'Invitation is expired or not found',
  /** The activation page's question when the link was opened outside the browser that signed up. */
  activationPasswordRequired: 'Choose a password to activate your account.',
  accountExists: 'An account with this email already exists. Sign in or reset your password.',
  tooManyAttempts: 'Too many attempts. Please wait a few minutes and try again.',
  passwordChanged: 'Your password successfully changed.',
} as const;

/** A key of {@link messages}. */
export type MessageKey = keyof typeof messages;
