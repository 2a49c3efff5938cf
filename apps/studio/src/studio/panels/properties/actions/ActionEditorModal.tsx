import { actionSchema } from '@tessera/model/definition';
import { useId, useMemo, useState } from 'react';
import { useT } from '../../../../i18n/index.ts';
import { Button, Divider, Modal } from '../../../../ui/index.ts';
import { checkExtras, checkParams, draftOf, storedExtras, type ActionDraft, type ActionIssue, type ActionParts, type ParsingSchema } from './action-draft.ts';
import { actionFieldsOf, type ActionFormSource } from './action-fields.ts';
import type { ActionTargets } from './action-targets.ts';
import { draftExpressionIssues } from './expression-checker.ts';
import { ExpressionInput } from './ExpressionInput.tsx';
import { OnErrorField } from './OnErrorField.tsx';
import { ParamField } from './ParamField.tsx';
import { useActionLabels } from './use-action-labels.ts';

/** Props of {@link ActionEditorModal}. */
export interface ActionEditorModalProps {
  /** The action type's declaration: the form is generated from its params schema. */
  declaration: ActionFormSource & { paramsSchema: ParsingSchema };
  /** The title: "Add Navigate to screen to On click" or "Edit Navigate to screen". */
  title: string;
  /** The action to start from (a new one: the type's defaults). */
  initial: ActionParts;
  targets: ActionTargets;
  submitLabel: string;
  /** Called with the checked params (the schema's output), the condition and the failure choice. */
  onSubmit(parts: Required<Pick<ActionParts, 'params'>> & Pick<ActionParts, 'condition' | 'onError'>): void;
  onClose(): void;
}

/**
 * The form of one action: its params (fields generated from the params schema, with pickers for
 * the screens, elements, tables and requests the studio knows), its condition and what the user
 * sees when it fails. Errors show after the first submit, then as the user types; Save sends
 * only a valid action.
 */
export function ActionEditorModal({ declaration, title, initial, targets, submitLabel, onSubmit, onClose }: ActionEditorModalProps) {
  const t = useT();
  const labels = useActionLabels();
  const formId = useId();
  const fields = useMemo(() => actionFieldsOf(declaration), [declaration]);
  const [draft, setDraft] = useState<ActionDraft>(() => draftOf(fields, initial));
  const [submitted, setSubmitted] = useState(false);

  const check = (current: ActionDraft) => {
    const params = checkParams(declaration.paramsSchema, fields, current.params);
    const extras = checkExtras(actionSchema as unknown as ParsingSchema, declaration.type, current);
    const expressions = targets.checkExpression ? draftExpressionIssues(fields, current, targets.checkExpression) : {};
    return { params, extras, expressions };
  };
  const checked = submitted ? check(draft) : null;
  const paramIssues: Record<string, ActionIssue> = checked && !checked.params.ok ? checked.params.issues : {};
  const issueText = (issue: ActionIssue | undefined) => (issue ? t(`studioPanels.actions.errors.${issue}`) : undefined);

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
          <Button type="submit" size="sm" form={formId} data-testid="action-editor-submit">
            {submitLabel}
          </Button>
        </>
      }
    >
      <form
        id={formId}
        noValidate
        data-testid="action-editor"
        data-action-type={declaration.type}
        className="flex flex-col gap-4"
        onSubmit={(event) => {
          event.preventDefault();
          setSubmitted(true);
          const result = check(draft);
          if (!result.params.ok || Object.keys(result.extras).length > 0 || Object.keys(result.expressions).length > 0) return;
          onSubmit({ params: result.params.params, ...storedExtras(draft) });
        }}
      >
        {fields.map((field, index) => (
          <ParamField
            key={field.name}
            field={field}
            params={draft.params}
            onParamsChange={(patch) => setDraft((current) => ({ ...current, params: { ...current.params, ...patch } }))}
            targets={targets}
            labels={labels}
            error={issueText(paramIssues[field.name])}
            autoFocus={index === 0}
          />
        ))}
        {fields.length > 0 && <Divider />}
        <ExpressionInput
          label={t('studioPanels.actions.condition')}
          description={t('studioPanels.actions.conditionHint')}
          value={draft.condition}
          onChange={(condition) => setDraft((current) => ({ ...current, condition }))}
          error={issueText(checked?.extras.condition)}
          checkExpression={targets.checkExpression}
          testId="action-condition"
          autoFocus={fields.length === 0}
        />
        <OnErrorField
          value={draft.onError}
          onChange={(onError) => setDraft((current) => ({ ...current, onError }))}
          screens={targets.screens}
          error={issueText(checked?.extras.onError)}
          checkExpression={targets.checkExpression}
        />
      </form>
    </Modal>
  );
}
