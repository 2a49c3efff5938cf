import { useId, useState } from 'react';
import { type TranslationKey, useT } from '../../../i18n/index.ts';
import { Button, Input, Modal, TextArea } from '../../../ui/index.ts';
import { actionParamFields, checkActionParams, cleanActionParams, type ActionParamIssue, type EditableActionType } from './action-params.ts';

/** Props of {@link ActionEditorModal}. */
export interface ActionEditorModalProps {
  type: EditableActionType;
  /** The title: "Add Open URL to On click" or "Edit Open URL". */
  title: string;
  /** The parameters to start from (empty for a new action). */
  initialParams: Readonly<Record<string, unknown>>;
  submitLabel: string;
  /** Called with the checked, trimmed parameters. */
  onSubmit(params: Record<string, string>): void;
  onClose(): void;
}

/**
 * The parameter form of one action: its fields, their errors (shown after the first submit, then
 * as the user types), and Save only when every parameter is valid.
 */
export function ActionEditorModal({ type, title, initialParams, submitLabel, onSubmit, onClose }: ActionEditorModalProps) {
  const t = useT();
  const formId = useId();
  const [params, setParams] = useState<Record<string, unknown>>(() => ({ ...initialParams }));
  const [submitted, setSubmitted] = useState(false);
  const issues: Record<string, ActionParamIssue> = submitted ? checkActionParams(type, params) : {};

  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      title={title}
      allowFullScreen={false}
      footer={
        <>
          <Button variant="secondary" size="sm" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" size="sm" form={formId}>
            {submitLabel}
          </Button>
        </>
      }
    >
      <form
        id={formId}
        noValidate
        data-testid="action-editor"
        className="flex flex-col gap-4"
        onSubmit={(event) => {
          event.preventDefault();
          setSubmitted(true);
          if (Object.keys(checkActionParams(type, params)).length === 0) onSubmit(cleanActionParams(type, params));
        }}
      >
        {actionParamFields[type].map((field, index) => {
          const label = t(`studioPanels.actions.params.${field.name}` as TranslationKey);
          const issue = issues[field.name];
          const common = {
            label,
            required: true,
            autoFocus: index === 0,
            autoComplete: 'off',
            value: typeof params[field.name] === 'string' ? (params[field.name] as string) : '',
            error: issue ? t(`studioPanels.actions.errors.${issue}`) : undefined,
            'data-testid': `action-param-${field.name}`,
          };
          const update = (text: string) => setParams((current) => ({ ...current, [field.name]: text }));
          return field.kind === 'url' ? (
            <Input key={field.name} {...common} type="url" inputMode="url" placeholder="https://" spellCheck={false} onChange={(event) => update(event.target.value)} />
          ) : (
            <TextArea key={field.name} {...common} rows={3} onChange={(event) => update(event.target.value)} />
          );
        })}
      </form>
    </Modal>
  );
}
