import { useId, useState } from 'react';
import { useT } from '../../../i18n/index.ts';
import { Button, Input, Modal } from '../../../ui/index.ts';
import { checkScreenName, SCREEN_NAME_MAX_LENGTH } from './screen-name.ts';

/** Props of {@link ScreenNameModal}. */
export interface ScreenNameModalProps {
  title: string;
  description?: string;
  initialName: string;
  submitLabel: string;
  /**
   * Called with the checked, trimmed name. May answer an error message (or a promise of one) to
   * show under the field; the modal closes when it answers nothing.
   */
  onSubmit(name: string): Promise<string | null> | string | null | void;
  onClose(): void;
}

/** Asks for a screen name (creating or renaming): required, at most 80 characters. */
export function ScreenNameModal({ title, description, initialName, submitLabel, onSubmit, onClose }: ScreenNameModalProps) {
  const t = useT();
  const formId = useId();
  const [name, setName] = useState(initialName);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit() {
    const checked = checkScreenName(name);
    if (!checked.ok) {
      setError(t(`studioPanels.screens.nameErrors.${checked.issue}`));
      return;
    }
    setBusy(true);
    try {
      const answer = await onSubmit(checked.name);
      if (answer) setError(answer);
      else onClose();
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Modal
      open
      onOpenChange={(open) => !open && !busy && onClose()}
      title={title}
      description={description}
      allowFullScreen={false}
      footer={
        <>
          <Button variant="secondary" size="sm" disabled={busy} onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" size="sm" form={formId} loading={busy} data-testid="screen-name-submit">
            {submitLabel}
          </Button>
        </>
      }
    >
      <form
        id={formId}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <Input
          label={t('studioPanels.screens.name')}
          required
          autoFocus
          autoComplete="off"
          // One more than allowed, so the length message can show instead of silently cutting.
          maxLength={SCREEN_NAME_MAX_LENGTH + 1}
          value={name}
          error={error ?? undefined}
          disabled={busy}
          data-testid="screen-name-input"
          onChange={(event) => {
            setName(event.target.value);
            if (error) setError(null);
          }}
        />
      </form>
    </Modal>
  );
}
