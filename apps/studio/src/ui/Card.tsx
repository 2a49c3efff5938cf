import type { HTMLAttributes, ReactNode } from 'react';
import { cx } from './class-names.ts';
import { Heading, type HeadingLevel } from './Typography.tsx';

/** A white panel with a border: groups related content on a page. */
export function Card({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return <div className={cx('rounded-lg border border-slate-200 bg-white shadow-xs', className)} {...props} />;
}

/** A section of a page: a heading, an optional description, then its content. */
export function Section({
  title,
  description,
  level = 2,
  actions,
  className,
  children,
}: {
  title: ReactNode;
  description?: ReactNode;
  level?: HeadingLevel;
  actions?: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section className={cx('flex flex-col gap-4', className)}>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="flex flex-col gap-1">
          <Heading level={level} look={3}>
            {title}
          </Heading>
          {description && <p className="text-sm text-slate-500">{description}</p>}
        </div>
        {actions && <div className="flex items-center gap-2">{actions}</div>}
      </div>
      {children}
    </section>
  );
}
