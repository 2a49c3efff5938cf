import { Search, X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useT } from '../../i18n/index.ts';
import { IconButton, Input, Select, Spinner } from '../../ui/index.ts';
import { MAX_SEARCH_LENGTH, type ProjectListParams, type ProjectSort } from './project-list-params.ts';

/** How long typing must pause before the search goes to the URL (and the server). */
export const SEARCH_DEBOUNCE_MS = 300;

/**
 * Search and sort of a project list. The search box answers at once; the list follows after a
 * short pause in typing. Both live in the URL (`?q=`, `?sort=`), owned by the page.
 */
export function ProjectsToolbar({
  params,
  onChange,
  fetching,
}: {
  params: ProjectListParams;
  onChange: (next: Partial<ProjectListParams>) => void;
  fetching: boolean;
}) {
  const t = useT();
  const [text, setText] = useState(params.search);
  // The last search this box sent: a URL change to anything else came from outside (a link, Back).
  const sent = useRef(params.search);

  useEffect(() => {
    if (params.search !== sent.current) {
      sent.current = params.search;
      setText(params.search);
    }
  }, [params.search]);

  useEffect(() => {
    const search = text.trim();
    if (search === sent.current) return;
    const timer = window.setTimeout(() => {
      sent.current = search;
      onChange({ search });
    }, SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [text, onChange]);

  const sortOptions: { value: ProjectSort; label: string }[] = [
    { value: 'visited', label: t('workspace.projects.sort.visited') },
    { value: 'updated', label: t('workspace.projects.sort.updated') },
    { value: 'created', label: t('workspace.projects.sort.created') },
    { value: 'name', label: t('workspace.projects.sort.name') },
  ];

  return (
    <div className="flex flex-wrap items-end gap-3" role="search" aria-label={t('workspace.projects.toolbar.label')}>
      <div className="relative min-w-0 flex-1 basis-64">
        <Input
          type="search"
          label={t('workspace.projects.toolbar.search')}
          hideLabel
          placeholder={t('workspace.projects.toolbar.searchPlaceholder')}
          leading={<Search aria-hidden="true" className="size-4" />}
          value={text}
          maxLength={MAX_SEARCH_LENGTH}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Escape' && text) {
              event.preventDefault();
              setText('');
            }
          }}
          className="[&_input]:pr-10 [&_input::-webkit-search-cancel-button]:hidden"
        />
        <div className="absolute inset-y-0 right-1 flex items-center">
          {fetching ? (
            <Spinner className="mr-2 size-4 text-slate-400" />
          ) : (
            text && (
              <IconButton
                size="sm"
                label={t('workspace.projects.toolbar.clearSearch')}
                icon={<X aria-hidden="true" className="size-4" />}
                onClick={() => setText('')}
              />
            )
          )}
        </div>
      </div>
      <Select
        label={t('workspace.projects.toolbar.sort')}
        hideLabel
        className="w-52"
        options={sortOptions}
        value={params.sort}
        onValueChange={(value) => onChange({ sort: value as ProjectSort })}
      />
    </div>
  );
}
