import { useEffect, useState, useSyncExternalStore } from 'react';
import { Toaster as SonnerToaster } from 'sonner';
import { useT } from '../i18n/use-t.ts';
import { createFirstMounted } from './first-mounted.ts';

const mounted = createFirstMounted();

/**
 * Where `toast(...)` messages appear (bottom right, coloured by kind, with a close button).
 * Mount it once near the root of the authenticated area; a second one mounted meanwhile (a
 * layout and a page both mounting it) renders nothing, so no toast shows twice.
 */
export function Toaster() {
  const t = useT();
  const [id] = useState(() => Symbol('toaster'));
  useEffect(() => mounted.claim(id), [id]);
  const first = useSyncExternalStore(mounted.subscribe, () => mounted.isFirst(id), () => false);
  if (!first) return null;
  return (
    <SonnerToaster
      position="bottom-right"
      richColors
      closeButton
      containerAriaLabel={t('common.toast.notifications')}
      toastOptions={{ closeButtonAriaLabel: t('common.toast.dismiss'), className: 'font-sans' }}
    />
  );
}
