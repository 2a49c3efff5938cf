import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { brandCopy, type Feature } from '../config/branding.ts';
import { getClientConfig } from '../config/client-config.ts';
import { FeaturePanel } from './FeaturePanel.tsx';
import { Logo } from './Logo.tsx';

/**
 * The two-column page of every account screen: the feature panel on the left (hidden on narrow
 * screens), the form card with the product logo on the right, and the footer.
 */
export function AuthLayout({ children, features = 'login' }: { children: ReactNode; features?: 'login' | 'signup' }) {
  const config = getClientConfig();
  const copy = brandCopy(config.branding);
  const list: Feature[] = features === 'signup' ? copy.signUpFeatures : copy.loginFeatures;
  return (
    <div className="flex min-h-dvh bg-white">
      <FeaturePanel
        branding={config.branding}
        productName={config.productName}
        headline={copy.headline}
        lead={copy.lead}
        features={list}
      />
      <div className="flex min-h-dvh flex-1 flex-col bg-slate-50/60">
        <main className="flex flex-1 items-center justify-center px-5 py-10 sm:px-8">
          <div className="w-full max-w-[400px]">
            <div className="mb-8">
              <Link to="/login" className="inline-flex rounded-md focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-indigo-600">
                <Logo branding={config.branding} productName={config.productName} />
              </Link>
            </div>
            {children}
          </div>
        </main>
        <Footer legalLinks={copy.legalLinks} productName={config.productName} />
      </div>
    </div>
  );
}

/** Privacy and Terms links, hidden in the white-label editions (spec §2 Footer). */
function Footer({ legalLinks, productName }: { legalLinks: boolean; productName: string }) {
  return (
    <footer className="flex flex-wrap items-center justify-center gap-x-5 gap-y-2 px-6 pb-6 text-xs text-slate-500">
      <span>
        © {new Date().getFullYear()} {productName}
      </span>
      {legalLinks && (
        <nav aria-label="Legal" className="flex gap-5">
          <Link to="/privacy" className="hover:text-slate-800 focus-visible:underline focus-visible:outline-none">
            Privacy
          </Link>
          <Link to="/terms" className="hover:text-slate-800 focus-visible:underline focus-visible:outline-none">
            Terms
          </Link>
        </nav>
      )}
    </footer>
  );
}

/** The heading block at the top of a form card. */
export function CardHeading({ title, description }: { title: string; description?: ReactNode }) {
  return (
    <div className="mb-6 flex flex-col gap-2">
      <h1 className="text-2xl font-semibold tracking-tight text-slate-900">{title}</h1>
      {description && <p className="text-sm leading-relaxed text-slate-600">{description}</p>}
    </div>
  );
}

/** The classes of an inline text link. */
export const textLinkClasses =
  'font-medium text-indigo-600 underline-offset-4 hover:text-indigo-500 hover:underline focus-visible:rounded-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600';
