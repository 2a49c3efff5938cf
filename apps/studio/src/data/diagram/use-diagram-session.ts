import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { api } from '../../api/client.ts';
import { useT, type Translate } from '../../i18n/index.ts';
import { toast } from '../../ui/index.ts';
import { bindDiagramServices } from '../model/diagram-services.ts';
import { dataModelKey } from '../model/use-data-model.ts';
import { createDiagramSession, type DiagramNotice, type DiagramSession } from './session/diagram-session.ts';

function showNotice(t: Translate, notice: DiagramNotice): void {
  if (notice.kind === 'stale') toast.info(t('dataDiagram.notices.stale'));
  else if (notice.kind === 'refused') toast.error(notice.message);
  else toast.error(t('dataDiagram.notices.failed', { message: notice.message }));
}

/**
 * The data diagram's session of a project while the mode is shown: loads the draft model, tells
 * the builder what the server refused (toasts), and refreshes the cached model other views read
 * after each change.
 */
export function useDiagramSession(projectId: string, readOnly: boolean): DiagramSession {
  const t = useT();
  const queryClient = useQueryClient();
  const latestT = useRef(t);
  useLayoutEffect(() => {
    latestT.current = t;
  });
  const [session] = useState(() =>
    createDiagramSession({
      services: bindDiagramServices(api, projectId, () => void queryClient.invalidateQueries({ queryKey: dataModelKey(projectId) })),
      notify: (notice) => showNotice(latestT.current, notice),
      readOnly,
    }),
  );
  useEffect(() => {
    void session.load();
    return () => session.dispose();
  }, [session]);
  useEffect(() => session.setReadOnly(readOnly), [session, readOnly]);
  return session;
}
