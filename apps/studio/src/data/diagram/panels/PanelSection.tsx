import type { ReactNode } from 'react';

/** One block of the details panel, with an optional heading. */
export function PanelSection({ title, children }: { title?: ReactNode; children: ReactNode }) {
  return (
    <section className="flex flex-col gap-3 border-b border-slate-100 px-4 py-4 text-sm">
      {title && <h3 className="text-xs font-semibold tracking-wide text-slate-500 uppercase">{title}</h3>}
      {children}
    </section>
  );
}
