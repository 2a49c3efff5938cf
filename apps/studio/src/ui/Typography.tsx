import type { HTMLAttributes, ReactNode } from 'react';
import { cx } from './class-names.ts';

const headingStyles = {
  1: 'text-3xl font-semibold tracking-tight text-slate-900',
  2: 'text-2xl font-semibold tracking-tight text-slate-900',
  3: 'text-lg font-semibold text-slate-900',
  4: 'text-base font-semibold text-slate-900',
  5: 'text-sm font-semibold text-slate-900',
  6: 'text-xs font-semibold tracking-wide text-slate-600 uppercase',
} as const;

/** A heading level, 1 (page title) to 6. */
export type HeadingLevel = keyof typeof headingStyles;

export interface HeadingProps extends HTMLAttributes<HTMLHeadingElement> {
  level?: HeadingLevel;
  /** Looks like this level while keeping the document outline's `level`. */
  look?: HeadingLevel;
}

/** A heading `<h1>`–`<h6>` in the kit's type scale. */
export function Heading({ level = 2, look, className, ...props }: HeadingProps) {
  const Tag = `h${level}` as const;
  return <Tag className={cx(headingStyles[look ?? level], className)} {...props} />;
}

const textSizes = { sm: 'text-sm', md: 'text-base', xs: 'text-xs' } as const;

/** Body text: a paragraph (or a `span` with `inline`). */
export function Text({
  size = 'sm',
  inline,
  className,
  ...props
}: HTMLAttributes<HTMLElement> & { size?: keyof typeof textSizes; inline?: boolean }) {
  const classes = cx('leading-relaxed text-slate-700', textSizes[size], className);
  return inline ? <span className={classes} {...props} /> : <p className={classes} {...props} />;
}

/** Secondary text: descriptions, captions, timestamps. */
export function Muted({ inline, className, ...props }: HTMLAttributes<HTMLElement> & { inline?: boolean }) {
  const classes = cx('text-sm leading-relaxed text-slate-500', className);
  return inline ? <span className={classes} {...props} /> : <p className={classes} {...props} />;
}

/** Inline code, or a block of code with `block`. */
export function Code({ block, className, children }: { block?: boolean; className?: string; children: ReactNode }) {
  if (block) {
    return (
      <pre className={cx('overflow-x-auto rounded-lg bg-slate-900 p-4 font-mono text-xs leading-relaxed text-slate-100', className)}>
        <code>{children}</code>
      </pre>
    );
  }
  return <code className={cx('rounded bg-slate-100 px-1.5 py-0.5 font-mono text-[0.85em] text-slate-800', className)}>{children}</code>;
}
