import { type Action, type ActionType, evaluateExpression, getActionDeclaration, renderTemplate, validateAction } from '@tessera/model/definition';
import type { ActionContext, ActionFailure, ActionOutcome } from './action-effects.ts';
import type { ActionHandler } from './action-handler.ts';
import { actionHandlers } from './action-handlers.ts';

/** What running an event's actions came to: all done (or skipped), or where it stopped and why. */
export type RunOutcome = { ok: true } | { ok: false; actionId: string; error: ActionFailure };

/** Whether an action's condition lets it run; a condition that is not true or false is a failure. */
function conditionHolds(action: Action, context: ActionContext): { ok: true; value: boolean } | { ok: false; error: ActionFailure } {
  if (action.condition === undefined) return { ok: true, value: true };
  const result = evaluateExpression(action.condition, context.scope());
  if (!result.ok) return { ok: false, error: { code: `expression_${result.error.code}`, message: `The condition (${action.condition}): ${result.error.message}` } };
  if (typeof result.value !== 'boolean') return { ok: false, error: { code: 'wrong_type', message: `The condition (${action.condition}) must be true or false.` } };
  return { ok: true, value: result.value };
}

/** Runs one action: checked against the catalogue, then its handler. */
async function runOne(action: Action, context: ActionContext): Promise<ActionOutcome> {
  const checked = validateAction(action);
  if (!checked.ok) return { ok: false, error: { code: checked.error.code, message: checked.error.message } };
  const params = getActionDeclaration(action.type)!.paramsSchema.parse(action.params);
  const handler = actionHandlers[action.type as ActionType] as ActionHandler<ActionType>;
  try {
    return await handler(params as never, context, context.scope());
  } catch (caught) {
    // A broken effect (a host bug) must not leave the list half-run silently.
    return { ok: false, error: { code: 'action_crashed', message: caught instanceof Error ? caught.message : 'The action could not run.' } };
  }
}

/**
 * Shows what the builder chose for a failed action (`onError`): a message (their text, or the
 * failure's own, such as the data API's, when they wrote none), nothing, or another screen.
 */
export function applyOnError(action: Action, error: ActionFailure, context: ActionContext): void {
  const onError = action.onError ?? { kind: 'message' as const };
  switch (onError.kind) {
    case 'nothing':
      return;
    case 'navigate':
      if (!context.effects.navigate(onError.screenId, {})) context.effects.showMessage(error.message, 'error');
      return;
    case 'message': {
      const text = onError.text ? renderTemplate(onError.text, context.scope()) : null;
      context.effects.showMessage(text?.ok && text.value.trim() !== '' ? text.value : error.message, 'error');
      return;
    }
  }
}

/**
 * Runs an event's actions in order: an action whose condition is false is skipped; the first
 * that fails stops the list, and its `onError` decides what the user sees. Never throws.
 *
 * @example
 * await runActions(node.events.onClick ?? [], { effects, scope: () => store.scope() });
 */
export async function runActions(actions: readonly Action[], context: ActionContext): Promise<RunOutcome> {
  for (const action of actions) {
    const condition = conditionHolds(action, context);
    const outcome: ActionOutcome = !condition.ok ? condition : condition.value ? await runOne(action, context) : { ok: true };
    if (!outcome.ok) {
      applyOnError(action, outcome.error, context);
      return { ok: false, actionId: action.id, error: outcome.error };
    }
  }
  return { ok: true };
}
