import type { ReactNode } from 'react';
import { AlertIcon, CheckCircleIcon } from './icons.tsx';

/**
 * A message box above or below a form. `error` is announced at once (`role="alert"`), `success`
 * and `info` politely (`role="status"`).
 */
export function Notice({ tone, children, testId }: { tone: 'error' | 'success' | 'info'; children: ReactNode; testId?: string }) {
  const styles = {
    error: 'border-red-200 bg-red-50 text-red-800',
    success: 'border-emerald-200 bg-emerald-50 text-emerald-800',
    info: 'border-indigo-200 bg-indigo-50 text-indigo-900',
  }[tone];
  const Icon = tone === 'error' ? AlertIcon : CheckCircleIcon;
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      data-testid={testId}
      className={`flex items-start gap-2.5 rounded-lg border px-3 py-2.5 text-sm ${styles}`}
    >
      <Icon className="mt-px size-4 shrink-0" />
      <div className="min-w-0 flex-1">{children}</div>
    </div>
  );
}
