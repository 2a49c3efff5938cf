import { useDocumentTitle } from '../hooks/use-document-title.ts';
import { AuthLayout, CardHeading } from '../components/AuthLayout.tsx';
import { ReturnSignInLink } from '../components/ReturnSignInLink.tsx';
import { getClientConfig } from '../config/client-config.ts';

function LegalPage({ title, children }: { title: string; children: string }) {
  useDocumentTitle(title);
  return (
    <AuthLayout features="login">
      <CardHeading title={title} description={children} />
      <ReturnSignInLink />
    </AuthLayout>
  );
}

/** /privacy: linked from the main branding's footer. */
export function PrivacyPage() {
  const { productName } = getClientConfig();
  return (
    <LegalPage title="Privacy">
      {`This ${productName} installation stores your account details (email, name, hashed password) and the apps you build in order to provide the service. The operator of this installation publishes its full privacy policy here.`}
    </LegalPage>
  );
}

/** /terms: linked from the main branding's footer and the sign-up terms checkbox. */
export function TermsPage() {
  const { productName } = getClientConfig();
  return (
    <LegalPage title="Terms">
      {`By using this ${productName} installation you agree to the terms of service of its operator, published here.`}
    </LegalPage>
  );
}
