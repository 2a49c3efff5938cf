/**
 * The account emails. Each has a subject, an MJML body and a plain-text body, all Liquid
 * templates. HTML output is escaped by the renderer; links are built from PUBLIC_URL only.
 */
export interface MailTemplate {
  subject: string;
  mjml: string;
  text: string;
}

const layout = (content: string) => `<mjml>
  <mj-head>
    <mj-attributes><mj-all font-family="Helvetica, Arial, sans-serif" /></mj-attributes>
  </mj-head>
  <mj-body background-color="#f4f5f7">
    <mj-section background-color="#ffffff" padding="24px">
      <mj-column>
        <mj-text font-size="20px" font-weight="bold">{{ productName }}</mj-text>
        ${content}
      </mj-column>
    </mj-section>
  </mj-body>
</mjml>`;

export const activationTemplate: MailTemplate = {
  subject: 'Activate your {{ productName }} account',
  mjml: layout(`
        <mj-text>Hello {{ firstname }},</mj-text>
        <mj-text>Confirm your email address to activate your account. The link works for 10 minutes.</mj-text>
        <mj-button href="{{ link }}" background-color="#3b5bdb">Activate my account</mj-button>
        <mj-text font-size="12px" color="#666666">If you did not sign up, ignore this email.</mj-text>`),
  text: `Hello {{ firstname }},

Confirm your email address to activate your {{ productName }} account (the link works for 10 minutes):
{{ link }}

If you did not sign up, ignore this email.`,
};

export const passwordResetCodeTemplate: MailTemplate = {
  subject: 'Your {{ productName }} verification code',
  mjml: layout(`
        <mj-text>Use this code to reset your password. It works for 10 minutes.</mj-text>
        <mj-text font-size="28px" letter-spacing="6px" font-weight="bold">{{ code }}</mj-text>
        <mj-text font-size="12px" color="#666666">If you did not ask for it, ignore this email.</mj-text>`),
  text: `Your {{ productName }} verification code is {{ code }}. It works for 10 minutes.

If you did not ask for it, ignore this email.`,
};

/** Variables: productName, domainName, inviter, asWhat ('a developer', 'an end user', 'an owner'), acceptLink, rejectLink. */
export const invitationTemplate: MailTemplate = {
  subject: 'You are invited to the {{ domainName }} workspace on {{ productName }}',
  mjml: layout(`
        <mj-text>{{ inviter }} invited you to join the <b>{{ domainName }}</b> workspace as {{ asWhat }}.</mj-text>
        <mj-button href="{{ acceptLink }}" background-color="#3b5bdb">Join the workspace</mj-button>
        <mj-text><a href="{{ rejectLink }}">Decline the invitation</a></mj-text>
        <mj-text font-size="12px" color="#666666">The invitation expires in 7 days. If you do not have an account yet, the link lets you create one.</mj-text>`),
  text: `{{ inviter }} invited you to join the {{ domainName }} workspace on {{ productName }} as {{ asWhat }}.

Join: {{ acceptLink }}
Decline: {{ rejectLink }}

The invitation expires in 7 days. If you do not have an account yet, the link lets you create one.`,
};

/** An app's end user confirming their address. Variables: productName (the app's name), code. */
export const endUserVerificationCodeTemplate: MailTemplate = {
  subject: 'Confirm your email address for {{ productName }}',
  mjml: layout(`
        <mj-text>Use this code to confirm your email address. It works for 10 minutes.</mj-text>
        <mj-text font-size="28px" letter-spacing="6px" font-weight="bold">{{ code }}</mj-text>
        <mj-text font-size="12px" color="#666666">If you did not sign up, ignore this email.</mj-text>`),
  text: `Your {{ productName }} confirmation code is {{ code }}. It works for 10 minutes.

If you did not sign up, ignore this email.`,
};
