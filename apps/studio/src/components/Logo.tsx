import type { Branding } from '@tessera/model';
import { useId } from 'react';

/** The Tessera mark: four tiles, one lifted (a tessera is a mosaic tile). */
function TesseraMark({ className = 'size-8' }: { className?: string }) {
  // One gradient id per instance: a shared id would resolve to the copy in the hidden panel.
  const gradient = `tessera-mark-${useId()}`;
  return (
    <svg viewBox="0 0 32 32" className={className} aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id={gradient} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#6366f1" />
          <stop offset="1" stopColor="#4338ca" />
        </linearGradient>
      </defs>
      <rect width="32" height="32" rx="8" fill={`url(#${gradient})`} />
      <rect x="7" y="7" width="8" height="8" rx="2" fill="#fff" />
      <rect x="17" y="7" width="8" height="8" rx="2" fill="#fff" fillOpacity=".55" />
      <rect x="7" y="17" width="8" height="8" rx="2" fill="#fff" fillOpacity=".55" />
      <rect x="17" y="17" width="8" height="8" rx="2" fill="#c7d2fe" />
    </svg>
  );
}

/** The neutral white-label mark: a plain hexagon, no product colours. */
function NeutralMark({ className = 'size-8' }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" className={className} aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="8" fill="#334155" />
      <path d="M16 7.5 23.5 11.8v8.4L16 24.5l-7.5-4.3v-8.4L16 7.5Z" fill="none" stroke="#fff" strokeWidth="2" strokeLinejoin="round" />
      <circle cx="16" cy="16" r="2.6" fill="#fff" />
    </svg>
  );
}

/** The product logo of a branding: mark plus wordmark; the name is the accessible label. */
export function Logo({ branding, productName, tone = 'dark' }: { branding: Branding; productName: string; tone?: 'dark' | 'light' }) {
  const text = tone === 'dark' ? 'text-slate-900' : 'text-white';
  return (
    <span className="inline-flex items-center gap-2.5" role="img" aria-label={`${productName} logo`}>
      {branding === 'main' ? <TesseraMark /> : <NeutralMark />}
      <span className={`text-lg font-semibold tracking-tight ${text}`} aria-hidden="true">
        {productName}
      </span>
    </span>
  );
}
