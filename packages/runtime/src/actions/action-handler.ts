import type { ActionParams, ActionType, ExpressionScope, VariableRef, VariableType } from '@tessera/model/definition';
import type { ClientError } from '../clients/client-result.ts';
import type { ActionContext, ActionFailure, ActionOutcome } from './action-effects.ts';
import { fitsVariable, unknownVariable, wrongVariableType } from './variable-values.ts';

/** Runs one action of type `T` with its checked params and the scope of the moment. */
export type ActionHandler<T extends ActionType> = (params: ActionParams<T>, context: ActionContext, scope: ExpressionScope) => Promise<ActionOutcome>;

export const done: ActionOutcome = { ok: true };

/** A failed outcome. */
export function failed(error: ActionFailure): ActionOutcome {
  return { ok: false, error };
}

/** A client's error as an action's failure (its message is the server's). */
export function clientFailure(error: ClientError): ActionOutcome {
  return failed(error.field ? { code: error.code, message: error.message, fields: { [error.field]: error.message } } : { code: error.code, message: error.message });
}

/**
 * Writes an action's result to a declared variable, shaped by the variable's type (`value(type)`:
 * a query gives a list its rows and a map `{ rows, count }`); refuses an undeclared variable and
 * a shape its type does not take.
 */
export function storeResult(context: ActionContext, ref: VariableRef | undefined, value: (type: VariableType) => unknown): ActionOutcome {
  if (!ref) return done;
  const declaration = context.effects.variables.declaration(ref.scope, ref.name);
  if (!declaration) return failed(unknownVariable(ref.scope, ref.name));
  const shaped = value(declaration.type);
  if (!fitsVariable(declaration.type, shaped)) return failed(wrongVariableType(declaration, shaped));
  context.effects.variables.set(ref.scope, ref.name, shaped);
  return done;
}
