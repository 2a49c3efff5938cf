import type { ReactNode } from 'react';
import { cx } from './class-names.ts';
import { Heading } from './Typography.tsx';

/** The top of a page: its `<h1>`, a description and the page's main actions on the right. */
export function PageHeader({
  title,
  description,
  actions,
  className,
}: {
  title: ReactNode;
  description?: ReactNode;
  actions?: ReactNode;
  className?: string;
}) {
  return (
    <header className={cx('flex flex-wrap items-start justify-between gap-4 border-b border-slate-200 pb-5', className)}>
      <div className="flex min-w-0 flex-col gap-1.5">
        <Heading level={1} look={2}>
          {title}
        </Heading>
        {description && <p className="max-w-2xl text-sm leading-relaxed text-slate-600">{description}</p>}
      </div>
      {actions && <div className="flex shrink-0 items-center gap-2">{actions}</div>}
    </header>
  );
}
