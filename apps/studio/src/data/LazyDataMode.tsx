import { lazy, Suspense } from 'react';
import { useT } from '../i18n/index.ts';
import { LoadingState } from '../ui/index.ts';
import type { DataModeProps } from './DataMode.tsx';

// The diagram library and its styles load with this mode only, never with the design studio.
const DataMode = lazy(() => import('./DataMode.tsx').then((module) => ({ default: module.DataMode })));

/** The `dataDiagramScheme` mode, loaded on first use. */
export function LazyDataMode(props: DataModeProps) {
  const t = useT();
  return (
    <Suspense fallback={<LoadingState label={t('dataDiagram.loading')} />}>
      <DataMode {...props} />
    </Suspense>
  );
}
