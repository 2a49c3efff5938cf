import { Inbox, Plus, SearchX } from 'lucide-react';
import { useT } from '../../i18n/use-t.ts';
import { Button, EmptyState } from '../../ui/index.ts';
import { Demo, DemoPage } from './DemoBlocks.tsx';

/** /:domainName/ui-kit/empty-state: a first-run state with an action, no search results, text only. */
export function EmptyStatePage() {
  const t = useT();
  return (
    <DemoPage page="emptyState">
      <Demo title={t('uiKit.emptyState.withAction')} description={t('uiKit.emptyState.withActionText')}>
        <EmptyState
          icon={<Inbox className="size-6" />}
          title={t('uiKit.emptyState.noProjects')}
          text={t('uiKit.emptyState.noProjectsText')}
          action={
            <Button>
              <Plus aria-hidden="true" className="size-4" />
              {t('uiKit.buttons.newProject')}
            </Button>
          }
        />
      </Demo>
      <Demo title={t('uiKit.emptyState.noResults')} description={t('uiKit.emptyState.noResultsText')}>
        <EmptyState
          icon={<SearchX className="size-6" />}
          title={t('common.noResults')}
          text={t('uiKit.emptyState.noResultsHint')}
          action={<Button variant="secondary">{t('common.clear')}</Button>}
        />
      </Demo>
      <Demo title={t('uiKit.emptyState.minimal')} description={t('uiKit.emptyState.minimalText')}>
        <EmptyState title={t('uiKit.emptyState.noLogs')} />
      </Demo>
    </DemoPage>
  );
}
