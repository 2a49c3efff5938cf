import type { EndUserSummary } from '@tessera/model/end-users';
import { useState } from 'react';
import { errorMessage } from '../../api/api-error.ts';
import { useT } from '../../i18n/index.ts';
import { Button, Input, Modal } from '../../ui/index.ts';
import { parseRoles } from './end-user-roles.ts';

/** Edits an end user's roles as one comma-separated field; the server's refusal shows under it. */
export function RolesDialog({ endUser, onClose, onSave }: { endUser: EndUserSummary; onClose: () => void; onSave: (roles: string[]) => Promise<void> }) {
  const t = useT();
  const [text, setText] = useState(endUser.roles.join(', '));
  const [error, setError] = useState<string | undefined>();
  const [saving, setSaving] = useState(false);
  const save = async () => {
    setSaving(true);
    setError(undefined);
    try {
      await onSave(parseRoles(text));
      onClose();
    } catch (failure) {
      setError(errorMessage(failure));
    } finally {
      setSaving(false);
    }
  };
  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('endUsers.roles.title', { email: endUser.email })}
      description={t('endUsers.roles.description')}
      allowFullScreen={false}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button loading={saving} onClick={() => void save()}>
            {t('common.save')}
          </Button>
        </>
      }
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        <Input label={t('endUsers.roles.field')} placeholder={t('endUsers.roles.placeholder')} value={text} onChange={(event) => setText(event.target.value)} error={error} autoFocus />
      </form>
    </Modal>
  );
}
