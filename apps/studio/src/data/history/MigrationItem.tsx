import type { Migration, StepClass } from '@tessera/model/data';
import { ChevronDown, ChevronRight } from 'lucide-react';
import { useId, useState } from 'react';
import { useT } from '../../i18n/index.ts';
import { Badge, Button, Code, type BadgeTone } from '../../ui/index.ts';

const classTones: Record<StepClass, BadgeTone> = { safe: 'success', locks: 'warning', rewrites: 'warning', losesData: 'danger' };

export interface MigrationItemProps {
  migration: Migration;
  /** The migration's instant in the user's time zone and date format. */
  formatDate: (value: string) => string;
}

/**
 * One migration of the history: its number, author, time, what it did and whether live has it;
 * a disclosure shows each SQL step with its class.
 */
export function MigrationItem({ migration, formatDate }: MigrationItemProps) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const stepsId = useId();
  return (
    <li className="flex flex-col gap-2 rounded-lg border border-slate-200 bg-white p-4" data-testid="migration" data-seq={migration.seq}>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <span className="font-semibold text-slate-900 tabular-nums">#{migration.seq}</span>
        <span className="text-sm text-slate-700">{migration.author?.username ?? t('dataDiagram.history.unknownAuthor')}</span>
        <time className="text-sm text-slate-500 tabular-nums" dateTime={migration.createdAt}>
          {formatDate(migration.createdAt)}
        </time>
        <Badge tone={migration.appliedToLive ? 'success' : 'neutral'} size="sm" className="ml-auto">
          {migration.appliedToLive ? t('dataDiagram.history.live') : t('dataDiagram.history.draftOnly')}
        </Badge>
      </div>
      <ul className="flex flex-col gap-0.5 text-sm text-slate-800">
        {migration.summary.map((line, index) => (
          <li key={index}>{line}</li>
        ))}
      </ul>
      <div>
        <Button variant="ghost" size="sm" className="-ml-2 px-2" aria-expanded={open} aria-controls={stepsId} onClick={() => setOpen((was) => !was)}>
          {open ? <ChevronDown aria-hidden="true" className="size-4" /> : <ChevronRight aria-hidden="true" className="size-4" />}
          {open ? t('dataDiagram.history.hideSql') : t('dataDiagram.history.showSql')}
        </Button>
      </div>
      {open && (
        <ol id={stepsId} className="flex flex-col gap-2" aria-label={t('dataDiagram.history.stepsOf', { seq: migration.seq })}>
          {migration.steps.map((step, index) => (
            <li key={index} className="flex flex-col gap-1.5" data-testid="migration-step" data-class={step.classification}>
              <Badge tone={classTones[step.classification]} dot size="sm" className="self-start">
                {t(`dataDiagram.preview.classes.${step.classification}`)}
              </Badge>
              <Code block className="whitespace-pre-wrap">
                {step.sql}
              </Code>
            </li>
          ))}
        </ol>
      )}
    </li>
  );
}
