import type { DeleteModalType } from '@tessera/catalog';
import { AlertDialog } from 'radix-ui';
import { useId, useState, type ReactNode } from 'react';
import { useT } from '../i18n/use-t.ts';
import { Button } from './Button.tsx';
import { canConfirmDelete } from './confirm-delete.ts';
import { Input } from './Input.tsx';
import { MODAL_DEFAULT_WIDTH, MODAL_MAX_WIDTH } from './modal-size.ts';

export interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /**
   * `yesNo` asks with Yes and No; `confirm` makes the user type `itemName` before Delete is
   * enabled (a workspace's `deleteModalType`).
   */
  type: DeleteModalType;
  /** The name of what is deleted: shown in the default title and typed to confirm. */
  itemName: string;
  /** Defaults to 'Delete {{itemName}}?'. */
  title?: ReactNode;
  /** Defaults to 'This cannot be undone.'. */
  description?: ReactNode;
  /** Runs on Yes/Delete; the dialog stays open (busy) until it settles and closes when it resolves. */
  onConfirm: () => void | Promise<void>;
}

/** The delete confirmation of spec §3 `deleteModalType` (an `alertdialog`: focus starts on the safe choice). */
export function ConfirmDialog({ open, onOpenChange, type, itemName, title, description, onConfirm }: ConfirmDialogProps) {
  const t = useT();
  const formId = useId();
  const [typed, setTyped] = useState('');
  const [busy, setBusy] = useState(false);
  const allowed = canConfirmDelete(type, typed, itemName);

  function change(next: boolean) {
    if (busy) return;
    if (!next) setTyped('');
    onOpenChange(next);
  }

  async function confirm() {
    if (!allowed || busy) return;
    setBusy(true);
    try {
      await onConfirm();
      setTyped('');
      onOpenChange(false);
    } finally {
      setBusy(false);
    }
  }

  return (
    <AlertDialog.Root open={open} onOpenChange={change}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-slate-900/40 backdrop-blur-[1px]" />
        <AlertDialog.Content
          style={{ width: MODAL_DEFAULT_WIDTH, maxWidth: MODAL_MAX_WIDTH }}
          className="fixed top-1/2 left-1/2 z-50 flex -translate-x-1/2 -translate-y-1/2 flex-col gap-5 rounded-lg bg-white p-6 shadow-xl focus:outline-none"
        >
          <div className="flex flex-col gap-2">
            <AlertDialog.Title className="text-base font-semibold text-slate-900">
              {title ?? t('common.confirmDialog.deleteTitle', { name: itemName })}
            </AlertDialog.Title>
            <AlertDialog.Description className="text-sm text-slate-600">
              {description ?? t('common.confirmDialog.deleteText')}
            </AlertDialog.Description>
          </div>
          {type === 'confirm' && (
            <form
              id={formId}
              noValidate
              onSubmit={(event) => {
                event.preventDefault();
                void confirm();
              }}
            >
              <Input
                label={t('common.confirmDialog.typeToConfirm', { name: itemName })}
                value={typed}
                autoComplete="off"
                spellCheck={false}
                disabled={busy}
                onChange={(event) => setTyped(event.target.value)}
              />
            </form>
          )}
          <div className="flex justify-end gap-2">
            <AlertDialog.Cancel asChild>
              <Button variant="secondary" disabled={busy}>
                {type === 'yesNo' ? t('common.no') : t('common.cancel')}
              </Button>
            </AlertDialog.Cancel>
            <Button variant="danger" loading={busy} disabled={!allowed} onClick={() => void confirm()}>
              {type === 'yesNo' ? t('common.yes') : t('common.delete')}
            </Button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
