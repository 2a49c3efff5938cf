import { Link } from 'react-router';
import { useDocumentTitle } from '../hooks/use-document-title.ts';
import { AuthLayout, textLinkClasses } from '../components/AuthLayout.tsx';
import { StatusView } from '../components/StatusView.tsx';
import { getClientConfig } from '../config/client-config.ts';

/** /unsupported-device: the studio is a desktop tool. */
export function UnsupportedDevicePage() {
  useDocumentTitle('Use a larger screen');
  const { productName } = getClientConfig();
  return (
    <AuthLayout features="login">
      <StatusView
        tone="device"
        title="Please use a larger screen"
        footer={
          <Link to="/login" className={`self-start ${textLinkClasses}`}>
            Sign in
          </Link>
        }
      >
        The {productName} studio needs a screen at least 1024 pixels wide. Open it on a laptop or desktop computer to design your apps; the
        apps you build still run on phones and tablets.
      </StatusView>
    </AuthLayout>
  );
}
