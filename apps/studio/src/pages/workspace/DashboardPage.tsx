import { useQuery } from '@tanstack/react-query';
import type { Dashboard, Project } from '@tessera/model/workspace-api';
import {
  Archive,
  ArrowRight,
  CreditCard,
  FolderKanban,
  LayoutTemplate,
  Mail,
  Plus,
  Smartphone,
  UserPlus,
  Users,
  UsersRound,
  type LucideIcon,
} from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { errorMessage } from '../../api/api-error.ts';
import { api } from '../../api/client.ts';
import { projectsApi } from '../../api/projects-api.ts';
import { useDocumentTitle } from '../../hooks/use-document-title.ts';
import { queryKeys } from '../../auth/query-client.ts';
import { useLanguage, useT, type TranslationKey } from '../../i18n/index.ts';
import { Button, buttonClasses, Card, cx, EmptyState, focusRing, Heading, InfoBox, PageHeader, toast } from '../../ui/index.ts';
import { CreateProjectModal } from '../projects/CreateProjectModal.tsx';
import { DeveloperSeatGate } from '../projects/DeveloperSeatGate.tsx';
import { formatRelativeTime } from '../projects/relative-time.ts';
import { TargetBadges } from '../projects/TargetBadges.tsx';
import { useProjectActions } from '../../projects/use-project-actions.ts';
import { useDomainName } from '../../workspace/use-workspace-detail.ts';
import { projectHref, workspaceHref } from '../../workspace/workspace-paths.ts';
import { WorkspaceAvatar } from '../../components/WorkspaceAvatar.tsx';

type CountKey = keyof Dashboard['counts'];

const countTiles: readonly { key: CountKey; label: TranslationKey; Icon: LucideIcon; page: string }[] = [
  { key: 'projects', label: 'workspace.dashboard.counts.projects', Icon: FolderKanban, page: 'projects/allprojects' },
  { key: 'archivedProjects', label: 'workspace.dashboard.counts.archivedProjects', Icon: Archive, page: 'projects/archive' },
  { key: 'mobileApps', label: 'workspace.dashboard.counts.mobileApps', Icon: Smartphone, page: 'projects/allprojects' },
  { key: 'developers', label: 'workspace.dashboard.counts.developers', Icon: Users, page: 'users' },
  { key: 'endUsers', label: 'workspace.dashboard.counts.endUsers', Icon: UsersRound, page: 'users' },
  { key: 'pendingInvitations', label: 'workspace.dashboard.counts.pendingInvitations', Icon: Mail, page: 'users' },
];

/** `/{domainName}/dashboard`: the workspace at a glance — counts, plan, recent projects and quick actions. */
export function DashboardPage() {
  const t = useT();
  const domainName = useDomainName();
  const navigate = useNavigate();
  const client = useQueryClient();
  useDocumentTitle(`${t('workspace.dashboard.title')} · ${domainName}`);
  const [creating, setCreating] = useState(false);
  const dashboard = useQuery({ queryKey: queryKeys.dashboard(domainName), queryFn: () => projectsApi.dashboard(api) });

  function onCreated(project: Project | null, name: string) {
    setCreating(false);
    void client.invalidateQueries({ queryKey: queryKeys.projects(domainName) });
    void client.invalidateQueries({ queryKey: queryKeys.dashboard(domainName) });
    toast.success(t('workspace.projects.toasts.created', { name }));
    // The server counts the creation as the creator's first visit: the new project opens.
    void navigate(project ? projectHref(domainName, project.id) : workspaceHref(domainName, 'projects/allprojects'));
  }

  return (
    <div className="flex flex-col gap-8">
      <PageHeader
        title={t('workspace.dashboard.title')}
        description={t('workspace.dashboard.description', { name: domainName })}
        actions={
          <DeveloperSeatGate>
            {({ disabled, describedBy }) => (
              <Button disabled={disabled} aria-describedby={describedBy} onClick={() => setCreating(true)}>
                <Plus aria-hidden="true" className="size-4" />
                {t('workspace.projects.newProject')}
              </Button>
            )}
          </DeveloperSeatGate>
        }
      />

      {dashboard.isError && (
        <InfoBox
          tone="error"
          title={t('workspace.dashboard.loadError')}
          action={
            <Button variant="secondary" size="sm" onClick={() => void dashboard.refetch()}>
              {t('common.retry')}
            </Button>
          }
        >
          {errorMessage(dashboard.error)}
        </InfoBox>
      )}

      <section aria-labelledby="dashboard-counts" className="flex flex-col gap-3">
        <Heading level={2} look={4} id="dashboard-counts">
          {t('workspace.dashboard.countsTitle')}
        </Heading>
        <ul className="grid grid-cols-2 gap-3 md:grid-cols-3 xl:grid-cols-6" aria-busy={dashboard.isPending || undefined}>
          {countTiles.map(({ key, label, Icon, page }) => (
            <li key={key}>
              <Link
                to={workspaceHref(domainName, page)}
                className={cx('flex h-full flex-col gap-2 rounded-lg border border-slate-200 bg-white p-4 shadow-xs hover:border-slate-300', focusRing)}
              >
                <Icon aria-hidden="true" className="size-4 text-indigo-600" />
                <span className="text-2xl font-semibold text-slate-900 tabular-nums" data-testid={`count-${key}`}>
                  {dashboard.data ? dashboard.data.counts[key] : <span className="inline-block h-7 w-8 animate-pulse rounded bg-slate-200" />}
                </span>
                <span className="text-xs font-medium text-slate-500">{t(label)}</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>

      <div className="grid items-start gap-6 lg:grid-cols-3">
        <Card className="flex flex-col gap-4 p-5 lg:col-span-2">
          <div className="flex items-center justify-between gap-3">
            <Heading level={2} look={4}>
              {t('workspace.dashboard.recentTitle')}
            </Heading>
            <Link to={workspaceHref(domainName, 'projects/recent')} className="text-sm font-medium text-indigo-600 hover:text-indigo-500">
              {t('workspace.dashboard.seeAll')}
            </Link>
          </div>
          <RecentProjects dashboard={dashboard.data} pending={dashboard.isPending} onCreate={() => setCreating(true)} />
        </Card>

        <div className="flex flex-col gap-6">
          <Card className="flex flex-col gap-3 p-5">
            <div className="flex items-center gap-2">
              <CreditCard aria-hidden="true" className="size-4 text-indigo-600" />
              <Heading level={2} look={4}>
                {t('workspace.dashboard.planTitle')}
              </Heading>
            </div>
            <p className="text-2xl font-semibold text-slate-900" data-testid="plan-name">
              {dashboard.data?.planName ?? '—'}
            </p>
            <Link to={workspaceHref(domainName, 'settings/billing')} className={buttonClasses('secondary', 'w-full', 'sm')}>
              {t('workspace.dashboard.managePlan')}
            </Link>
          </Card>

          <Card className="flex flex-col gap-3 p-5">
            <Heading level={2} look={4}>
              {t('workspace.dashboard.quickActions')}
            </Heading>
            <DeveloperSeatGate className="w-full">
              {({ disabled, describedBy }) => (
                <QuickAction icon={<Plus className="size-4" />} disabled={disabled} describedBy={describedBy} onClick={() => setCreating(true)}>
                  {t('workspace.projects.newProject')}
                </QuickAction>
              )}
            </DeveloperSeatGate>
            <QuickAction icon={<UserPlus className="size-4" />} to={workspaceHref(domainName, 'users')}>
              {t('workspace.dashboard.inviteMembers')}
            </QuickAction>
            <QuickAction icon={<LayoutTemplate className="size-4" />} to={workspaceHref(domainName, 'projects/templates')}>
              {t('workspace.dashboard.browseTemplates')}
            </QuickAction>
          </Card>
        </div>
      </div>

      {creating && <CreateProjectModal onCreated={onCreated} onClose={() => setCreating(false)} />}
    </div>
  );
}

function QuickAction({
  icon,
  to,
  onClick,
  disabled,
  describedBy,
  children,
}: {
  icon: ReactNode;
  to?: string;
  onClick?: () => void;
  disabled?: boolean;
  describedBy?: string;
  children: ReactNode;
}) {
  const classes = cx(
    'flex w-full items-center gap-3 rounded-md border border-slate-200 px-3 py-2.5 text-left text-sm font-medium text-slate-800 hover:bg-slate-50',
    'disabled:cursor-not-allowed disabled:text-slate-400 disabled:hover:bg-transparent disabled:[&_svg]:text-slate-300',
    focusRing,
  );
  const content = (
    <>
      <span aria-hidden="true" className="text-indigo-600">
        {icon}
      </span>
      <span className="flex-1">{children}</span>
      <ArrowRight aria-hidden="true" className="size-4 text-slate-400" />
    </>
  );
  return to ? (
    <Link to={to} className={classes}>
      {content}
    </Link>
  ) : (
    <button type="button" disabled={disabled} aria-describedby={describedBy} onClick={onClick} className={classes}>
      {content}
    </button>
  );
}

function RecentProjects({ dashboard, pending, onCreate }: { dashboard: Dashboard | undefined; pending: boolean; onCreate: () => void }) {
  const t = useT();
  const language = useLanguage();
  const domainName = useDomainName();
  const actions = useProjectActions();
  if (pending) {
    return (
      <ul aria-hidden="true" className="flex flex-col gap-2">
        {[0, 1, 2].map((index) => (
          <li key={index} className="h-12 animate-pulse rounded-md bg-slate-100" />
        ))}
      </ul>
    );
  }
  const projects = dashboard?.recentProjects ?? [];
  if (projects.length === 0) {
    return (
      <EmptyState
        className="py-8"
        title={t('workspace.dashboard.noRecentTitle')}
        text={t('workspace.dashboard.noRecentText')}
        action={
          <DeveloperSeatGate>
            {({ disabled, describedBy }) => (
              <Button variant="secondary" size="sm" disabled={disabled} aria-describedby={describedBy} onClick={onCreate}>
                {t('workspace.projects.newProject')}
              </Button>
            )}
          </DeveloperSeatGate>
        }
      />
    );
  }
  const now = new Date();
  return (
    <ul className="-mx-2 flex flex-col" aria-label={t('workspace.dashboard.recentTitle')}>
      {projects.map((project) => (
        <li key={project.id}>
          <Link
            to={projectHref(domainName, project.id)}
            onClick={(event) => {
              if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
              event.preventDefault();
              void actions.open(project);
            }}
            className={cx('flex items-center gap-3 rounded-md px-2 py-2.5 hover:bg-slate-50', focusRing)}
          >
            <WorkspaceAvatar name={project.name} />
            <span className="flex min-w-0 flex-1 flex-col">
              <span className="truncate text-sm font-medium text-slate-900">{project.name}</span>
              <span className="truncate text-xs text-slate-500">
                {t('workspace.projects.card.updated', { when: formatRelativeTime(project.updatedAt, now, language) })}
              </span>
            </span>
            <div className="hidden sm:block">
              <TargetBadges project={project} />
            </div>
          </Link>
        </li>
      ))}
    </ul>
  );
}
