import { openableUrl } from '@tessera/model/definition';
import { type ActionHandler, done, failed } from './action-handler.ts';
import { evaluateMap, renderParam } from './evaluate-param.ts';

/** A route parameter's text: what a deep link can carry. */
function paramText(value: unknown): string | null {
  if (value === null) return '';
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return String(value);
  return null;
}

export const navigate: ActionHandler<'navigate'> = async (params, context, scope) => {
  const values = evaluateMap('The parameter', params.params, scope);
  if (!values.ok) return values;
  const texts: Record<string, string> = {};
  for (const [name, value] of Object.entries(values.value)) {
    const text = paramText(value);
    if (text === null) return failed({ code: 'wrong_type', message: `The parameter ${name} must be a text, a number or a boolean.` });
    texts[name] = text;
  }
  if (!context.effects.navigate(params.screenId, texts)) return failed({ code: 'unknown_screen', message: `The app has no screen '${params.screenId}'.` });
  return done;
};

export const goBack: ActionHandler<'goBack'> = async (_params, context) => {
  context.effects.goBack();
  return done;
};

export const openUrl: ActionHandler<'openUrl'> = async (params, context, scope) => {
  const text = renderParam('The address', params.url, scope);
  if (!text.ok) return text;
  const url = openableUrl(text.value);
  if (url === null) return failed({ code: 'unsafe_url', message: `This address can not be opened: ${text.value.slice(0, 200)}` });
  context.effects.openUrl(url, params.target ?? '_blank');
  return done;
};
