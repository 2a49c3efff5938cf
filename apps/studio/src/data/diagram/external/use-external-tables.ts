import type { ExternalSchema } from '@tessera/model/connectors';
import { useCallback, useRef, useState } from 'react';
import { errorMessage } from '../../../api/api-error.ts';
import { api } from '../../../api/client.ts';
import { connectorsApi } from '../../../api/connectors-api.ts';
import { schemaToRead, type ExternalSource } from './external-sources.ts';

/** The external tables shown in the diagram: whose, which schema, and the last read of them. */
export interface ExternalView {
  source: ExternalSource;
  /** The Postgres schema read; undefined for MySQL. */
  schemaName: string | undefined;
  status: 'loading' | 'ready' | 'failed';
  /** The last structure read (kept while a refresh runs, and after a failed one). */
  schema: ExternalSchema | null;
  /** The server's message when the last read failed. */
  error: string | null;
}

/** What the diagram's external-tables control does. */
export interface ExternalTables {
  view: ExternalView | null;
  show: (source: ExternalSource, typedSchema: string) => void;
  refresh: () => void;
  hide: () => void;
}

/**
 * A connected database's tables beside the project's, for this visit of the diagram only (nothing
 * is saved): `show` reads the chosen connector's structure, `refresh` reads it again, `hide`
 * drops it. An answer that arrives after another read started, or after hiding, is ignored.
 */
export function useExternalTables(): ExternalTables {
  const [view, setView] = useState<ExternalView | null>(null);
  const latest = useRef(0);

  const read = useCallback((source: ExternalSource, schemaName: string | undefined) => {
    const request = ++latest.current;
    setView((current) => ({ source, schemaName, status: 'loading', schema: current?.source.id === source.id && current.schemaName === schemaName ? current.schema : null, error: null }));
    connectorsApi.schema(api, source.id, schemaName).then(
      (schema) => {
        if (request === latest.current) setView({ source, schemaName, status: 'ready', schema, error: null });
      },
      (error: unknown) => {
        if (request === latest.current) setView((current) => (current ? { ...current, status: 'failed', error: errorMessage(error) } : current));
      },
    );
  }, []);

  const show = useCallback((source: ExternalSource, typedSchema: string) => read(source, schemaToRead(source, typedSchema)), [read]);
  const refresh = useCallback(() => {
    if (view) read(view.source, view.schemaName);
  }, [read, view]);
  const hide = useCallback(() => {
    latest.current += 1;
    setView(null);
  }, []);
  return { view, show, refresh, hide };
}
