import { Globe, Layers, Smartphone } from 'lucide-react';
import type { ReactNode } from 'react';
import { useT } from '../../i18n/index.ts';
import { Button, Card } from '../../ui/index.ts';
import { DeveloperSeatGate } from './DeveloperSeatGate.tsx';
import { projectTemplates, type ProjectTemplate } from './project-templates.ts';
import { TargetBadges } from './TargetBadges.tsx';

const icons: Record<ProjectTemplate['id'], ReactNode> = {
  web: <Globe className="size-6" />,
  mobile: <Smartphone className="size-6" />,
  webAndMobile: <Layers className="size-6" />,
};

/** Starting points: each opens "New project" with its targets ticked. */
export function TemplatesView({ onPick }: { onPick: (template: ProjectTemplate) => void }) {
  const t = useT();
  return (
    <ul className="grid gap-4 md:grid-cols-3" aria-label={t('workspace.projects.views.templates.title')}>
      {projectTemplates.map((template) => (
        <li key={template.id}>
          <Card className="flex h-full flex-col gap-4 p-5">
            <span aria-hidden="true" className="flex size-12 items-center justify-center rounded-lg bg-indigo-50 text-indigo-600">
              {icons[template.id]}
            </span>
            <div className="flex flex-col gap-1.5">
              <h2 className="text-base font-semibold text-slate-900">{t(`workspace.projects.templates.${template.id}.title`)}</h2>
              <p className="text-sm leading-relaxed text-slate-600">{t(`workspace.projects.templates.${template.id}.text`)}</p>
            </div>
            <TargetBadges project={template.targets} />
            <div className="mt-auto pt-2">
              <DeveloperSeatGate className="w-full">
                {({ disabled, describedBy }) => (
                  <Button
                    variant="secondary"
                    className="w-full"
                    disabled={disabled}
                    aria-describedby={describedBy}
                    aria-label={t('workspace.projects.templates.useNamed', { name: t(`workspace.projects.templates.${template.id}.title`) })}
                    onClick={() => onPick(template)}
                  >
                    {t('workspace.projects.templates.use')}
                  </Button>
                )}
              </DeveloperSeatGate>
            </div>
          </Card>
        </li>
      ))}
    </ul>
  );
}
