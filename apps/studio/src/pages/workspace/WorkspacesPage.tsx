import { ArrowRight, LogOut } from 'lucide-react';
import { errorMessage } from '../../api/api-error.ts';
import { useDocumentTitle } from '../../hooks/use-document-title.ts';
import { useUserInfo } from '../../auth/use-user-info.ts';
import { Logo } from '../../components/Logo.tsx';
import { getClientConfig } from '../../config/client-config.ts';
import { useT } from '../../i18n/index.ts';
import { Badge, Button, Card, InfoBox, LoadingState, PageHeader, Section, Toaster } from '../../ui/index.ts';
import { CreateWorkspaceForm } from './CreateWorkspaceForm.tsx';
import { usePreferredLanguage } from '../../hooks/use-preferred-language.ts';
import { useSelectWorkspace } from './use-select-workspace.ts';
import { useSignOut } from './use-sign-out.ts';
import { WorkspaceAvatar } from '../../components/WorkspaceAvatar.tsx';
import { useWorkspaces } from './WorkspaceSwitcher.tsx';

/**
 * /definitions/domain: the user's workspaces with their role (opening one selects it) and the
 * form that creates a new one. A user without any workspace lands here.
 */
export function WorkspacesPage() {
  usePreferredLanguage();
  const t = useT();
  useDocumentTitle(t('workspace.workspaces.title'));
  const config = getClientConfig();
  const user = useUserInfo();
  const workspaces = useWorkspaces();
  const select = useSelectWorkspace();
  const signOut = useSignOut();
  const email = user.data?.username ?? '';
  const lastUsed = user.data?.lastUsedDomainName ?? null;
  const none = workspaces.data?.length === 0;

  return (
    <div className="min-h-dvh bg-slate-50">
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex h-14 max-w-4xl items-center gap-4 px-4 sm:px-6">
          <Logo branding={config.branding} productName={config.productName} />
          <div className="ml-auto flex min-w-0 items-center gap-3">
            <span className="hidden truncate text-sm text-slate-600 sm:inline" data-testid="user-email">
              {email}
            </span>
            <Button variant="secondary" size="sm" onClick={() => void signOut()}>
              <LogOut aria-hidden="true" className="size-4" />
              {t('workspace.userMenu.signOut')}
            </Button>
          </div>
        </div>
      </header>

      <main className="mx-auto flex max-w-4xl flex-col gap-8 px-4 py-8 sm:px-6">
        <PageHeader title={t('workspace.workspaces.title')} description={t('workspace.workspaces.description')} />

        {none && (
          <InfoBox tone="info" title={t('workspace.workspaces.noneTitle')}>
            {t('workspace.workspaces.noneText', { email: email || t('workspace.workspaces.yourAccount') })}
          </InfoBox>
        )}

        {!none && (
          <Section title={t('workspace.workspaces.listTitle')}>
            {workspaces.isPending && <LoadingState label={t('common.loading')} />}
            {workspaces.isError && (
              <InfoBox
                tone="error"
                action={
                  <Button variant="secondary" size="sm" onClick={() => void workspaces.refetch()}>
                    {t('common.retry')}
                  </Button>
                }
              >
                {errorMessage(workspaces.error)}
              </InfoBox>
            )}
            {workspaces.data && (
              <Card>
                <ul className="divide-y divide-slate-100" aria-label={t('workspace.workspaces.listTitle')}>
                  {workspaces.data.map((workspace) => {
                    const opening = select.isPending && select.variables === workspace.domainName;
                    return (
                      <li key={workspace.domainName} className="flex items-center gap-3 px-4 py-3">
                        <WorkspaceAvatar name={workspace.domainName} />
                        <div className="flex min-w-0 flex-1 flex-wrap items-center gap-x-3 gap-y-1">
                          <span className="truncate text-sm font-semibold text-slate-900">{workspace.domainName}</span>
                          <Badge size="sm" tone={workspace.role === 'owner' ? 'indigo' : 'neutral'}>
                            {t(`workspace.roles.${workspace.role}`)}
                          </Badge>
                          {workspace.domainName === lastUsed && (
                            <Badge size="sm" tone="success" dot>
                              {t('workspace.workspaces.lastUsed')}
                            </Badge>
                          )}
                        </div>
                        <Button
                          variant="secondary"
                          size="sm"
                          loading={opening}
                          disabled={select.isPending && !opening}
                          aria-label={t('workspace.workspaces.openNamed', { name: workspace.domainName })}
                          onClick={() => select.mutate(workspace.domainName)}
                        >
                          {t('workspace.workspaces.open')}
                          <ArrowRight aria-hidden="true" className="size-4" />
                        </Button>
                      </li>
                    );
                  })}
                </ul>
              </Card>
            )}
          </Section>
        )}

        <Section title={t('workspace.workspaces.createTitle')} description={t('workspace.workspaces.createText')}>
          <Card className="p-5">
            <CreateWorkspaceForm autoFocus={none} />
          </Card>
        </Section>
      </main>
      <Toaster />
    </div>
  );
}
