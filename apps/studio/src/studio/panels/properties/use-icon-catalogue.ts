import { useEffect, useState } from 'react';

/** The icon catalogue entry (`@tessera/catalog/icons`), loaded on demand. */
export type IconCatalogueModule = typeof import('@tessera/catalog/icons');

/** Where the on-demand icon catalogue is: loading, ready (with the module) or failed. */
export type IconCatalogueState = { status: 'loading' } | { status: 'ready'; icons: IconCatalogueModule } | { status: 'failed' };

let pending: Promise<IconCatalogueModule> | undefined;

/** Loads the icon catalogue chunk once per page (a failed load is tried again next time). */
function loadIconCatalogue(): Promise<IconCatalogueModule> {
  pending ??= import('@tessera/catalog/icons').catch((error: unknown) => {
    pending = undefined;
    throw error;
  });
  return pending;
}

/**
 * The icon catalogue, fetched as its own chunk when `enabled` first turns true (the catalogue is
 * large; the properties panel must not carry it).
 */
export function useIconCatalogue(enabled: boolean): IconCatalogueState {
  const [state, setState] = useState<IconCatalogueState>({ status: 'loading' });
  useEffect(() => {
    if (!enabled || state.status === 'ready') return;
    let live = true;
    loadIconCatalogue().then(
      (icons) => live && setState({ status: 'ready', icons }),
      () => live && setState({ status: 'failed' }),
    );
    return () => {
      live = false;
    };
  }, [enabled, state.status]);
  return state;
}
