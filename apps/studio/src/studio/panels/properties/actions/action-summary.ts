import type { ActionField } from './action-fields.ts';
import type { ActionTargets } from './action-targets.ts';

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** What one field of a stored action reads as in its row: a screen's or element's name, a request's, the text. */
function partOf(field: ActionField, params: Readonly<Record<string, unknown>>, targets: ActionTargets): string {
  const value = params[field.name];
  switch (field.kind) {
    case 'screen':
      return targets.screens.find((screen) => screen.id === value)?.name ?? text(value);
    case 'element':
      return targets.elements.find((element) => element.id === value)?.name ?? text(value);
    case 'restRequest':
      return targets.restRequests?.find((request) => request.connectorId === params.connectorId && request.requestId === params.requestId)?.name ?? text(params.requestId);
    case 'variable': {
      if (field.flat) return text(value) === '' ? '' : `${text(params.scope)}.${text(value)}`;
      const ref = value as { scope?: unknown; name?: unknown } | undefined;
      return text(ref?.name) === '' ? '' : `${text(ref?.scope)}.${text(ref?.name)}`;
    }
    case 'table':
    case 'expression':
    case 'template':
    case 'text':
      return text(value);
    default:
      return '';
  }
}

/** A one-line description of an action for its row: its first two named or written params. */
export function actionSummary(fields: readonly ActionField[], params: Readonly<Record<string, unknown>>, targets: ActionTargets): string {
  return fields
    .map((field) => partOf(field, params, targets).replace(/\s+/g, ' ').trim())
    .filter((part) => part !== '')
    .slice(0, 2)
    .join(' · ');
}
