import { fail, formatPath, type Result } from '../result.ts';
import { actionSchema, type Action } from '../schema/action.ts';
import { getActionDeclaration } from './action-catalogue.ts';

/**
 * Checks one action: its shape (`actionSchema`: id, condition, onError), a type the catalogue
 * declares and params its schema accepts. `at` is where the action sits (`['events', 'onClick', 0]`),
 * prefixed to the error's path (`events.onClick[0].params.url`).
 */
export function validateAction(action: unknown, at: readonly (string | number)[] = []): Result<Action> {
  const shape = actionSchema.safeParse(action);
  if (!shape.success) {
    const issue = shape.error.issues[0];
    const where = formatPath([...at, ...(issue?.path ?? [])]);
    return fail('invalid-action', `${where}: ${issue?.message ?? 'invalid'}`, where, { field: where });
  }
  const declaration = getActionDeclaration(shape.data.type);
  if (!declaration) {
    const where = formatPath([...at, 'type']);
    return fail('unknown-action-type', `Unknown action type '${shape.data.type}'.`, where, { type: shape.data.type, field: where });
  }
  const params = declaration.paramsSchema.safeParse(shape.data.params);
  if (!params.success) {
    const issue = params.error.issues[0];
    const where = formatPath([...at, 'params', ...(issue?.path ?? [])]);
    return fail('invalid-action-params', `${declaration.label}: ${where}: ${issue?.message ?? 'invalid'}`, where, {
      actionType: declaration.type,
      field: where,
    });
  }
  return { ok: true, value: shape.data };
}
