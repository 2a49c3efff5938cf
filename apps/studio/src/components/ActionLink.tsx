import type { ReactNode } from 'react';
import { textLinkClasses } from './AuthLayout.tsx';

/**
 * A link-looking control that runs an action instead of navigating (the spec calls these "links",
 * e.g. 'Resend verify code'). An anchor, so it is a link to assistive technology and tests.
 */
export function ActionLink({
  onAction,
  busy = false,
  highlighted = false,
  children,
  className = '',
}: {
  onAction: () => void;
  busy?: boolean;
  highlighted?: boolean;
  children: ReactNode;
  className?: string;
}) {
  return (
    <a
      href="#"
      role="link"
      aria-disabled={busy || undefined}
      data-highlighted={highlighted || undefined}
      onClick={(event) => {
        event.preventDefault();
        if (!busy) onAction();
      }}
      className={`${textLinkClasses} ${busy ? 'cursor-wait opacity-60' : ''} ${
        highlighted ? 'rounded-md bg-amber-100 px-1.5 py-0.5 text-amber-900 ring-1 ring-amber-300 hover:text-amber-800' : ''
      } ${className}`}
    >
      {children}
    </a>
  );
}
