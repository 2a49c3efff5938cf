import type { ReactNode } from 'react';
import { AlertIcon, CheckCircleIcon, MailIcon, MonitorIcon } from './icons.tsx';

const tones = {
  success: { Icon: CheckCircleIcon, ring: 'bg-emerald-50 text-emerald-600 ring-emerald-100' },
  error: { Icon: AlertIcon, ring: 'bg-red-50 text-red-600 ring-red-100' },
  mail: { Icon: MailIcon, ring: 'bg-indigo-50 text-indigo-600 ring-indigo-100' },
  device: { Icon: MonitorIcon, ring: 'bg-slate-100 text-slate-600 ring-slate-200' },
} as const;

/**
 * A result screen inside the auth card: an icon, the heading, the message and what to do next.
 * Errors are announced (`role="alert"` on the message), other results politely.
 */
export function StatusView({
  tone,
  title,
  children,
  footer,
}: {
  tone: keyof typeof tones;
  title: string;
  children?: ReactNode;
  footer?: ReactNode;
}) {
  const { Icon, ring } = tones[tone];
  return (
    <div className="flex flex-col gap-5">
      <span className={`flex size-12 items-center justify-center rounded-full ring-8 ${ring}`}>
        <Icon className="size-6" />
      </span>
      <div className="flex flex-col gap-2">
        <h1 className="text-2xl font-semibold tracking-tight text-slate-900">{title}</h1>
        {children && (
          <div role={tone === 'error' ? 'alert' : 'status'} className="text-sm leading-relaxed text-slate-600">
            {children}
          </div>
        )}
      </div>
      {footer && <div className="flex flex-col gap-3 text-sm">{footer}</div>}
    </div>
  );
}

/** "Redirecting…" with a small spinner, under a result that leaves by itself. */
export function RedirectNote({ children = 'Redirecting…' }: { children?: ReactNode }) {
  return (
    <p className="flex items-center gap-2 text-xs text-slate-500">
      <span className="size-1.5 animate-pulse rounded-full bg-indigo-500" aria-hidden="true" />
      {children}
    </p>
  );
}
