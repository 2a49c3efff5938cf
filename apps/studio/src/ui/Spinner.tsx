import { cx } from './class-names.ts';

const sizes = { sm: 'size-4', md: 'size-6', lg: 'size-8' } as const;

/** A spinner's size: 16, 24 or 32 px. */
export type SpinnerSize = keyof typeof sizes;

/**
 * A small spinning ring. Decorative unless given a `label` (then it is a `status` with that
 * name); otherwise pair it with text or an `aria-busy` container.
 */
export function Spinner({ size = 'sm', className, label }: { size?: SpinnerSize; className?: string; label?: string }) {
  const ring = (
    <svg
      className={cx('animate-spin', className ?? sizes[size])}
      viewBox="0 0 24 24"
      fill="none"
      aria-hidden="true"
    >
      <circle cx="12" cy="12" r="9" stroke="currentColor" strokeOpacity="0.25" strokeWidth="3" />
      <path d="M21 12a9 9 0 0 0-9-9" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
  if (!label) return ring;
  return (
    <span role="status" aria-label={label} className="inline-flex">
      {ring}
    </span>
  );
}

/** A centred spinner with a visible label, announced politely. */
export function LoadingState({ label }: { label: string }) {
  return (
    <div role="status" aria-live="polite" className="flex flex-col items-center justify-center gap-3 py-10 text-sm text-slate-500">
      <Spinner size="md" className="size-6 text-indigo-600" />
      <span>{label}</span>
    </div>
  );
}
