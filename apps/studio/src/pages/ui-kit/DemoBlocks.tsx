import type { ReactNode } from 'react';
import { useDocumentTitle } from '../../hooks/use-document-title.ts';
import { useT } from '../../i18n/use-t.ts';
import { Card, cx, PageHeader, Section } from '../../ui/index.ts';
import type { UiKitPage } from './ui-kit-pages.ts';

/** A UI kit sub-page: its title (also the document title) and description, then its demos. */
export function DemoPage({ page, children }: { page: UiKitPage['key']; children: ReactNode }) {
  const t = useT();
  const title = t(`uiKit.pages.${page}.title`);
  useDocumentTitle(`${title} · ${t('uiKit.title')}`);
  return (
    <div className="flex flex-col gap-10">
      <PageHeader title={title} description={t(`uiKit.pages.${page}.description`)} />
      {children}
    </div>
  );
}

/** One demo: a titled section with the controls on a card. */
export function Demo({
  title,
  description,
  children,
  className,
}: {
  title: ReactNode;
  description?: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  return (
    <Section title={title} description={description}>
      <Card className={cx('p-6', className)}>{children}</Card>
    </Section>
  );
}

/** Samples side by side (or in four aligned `columns`), each with a caption naming its state, size or variant. */
export function Samples({ children, columns, className }: { children: ReactNode; columns?: boolean; className?: string }) {
  return (
    <div className={cx('items-end gap-x-8 gap-y-6', columns ? 'grid grid-cols-2 sm:grid-cols-4' : 'flex flex-wrap', className)}>
      {children}
    </div>
  );
}

/** One captioned sample of {@link Samples}. */
export function Sample({ caption, children, className }: { caption: ReactNode; children: ReactNode; className?: string }) {
  return (
    <div className={cx('flex flex-col items-start gap-2', className)}>
      {children}
      <span className="text-xs text-slate-500">{caption}</span>
    </div>
  );
}

/** Demos of form fields, in a responsive grid. */
export function FieldGrid({ children }: { children: ReactNode }) {
  return <div className="grid grid-cols-1 gap-6 md:grid-cols-2">{children}</div>;
}
