import { openableUrl } from '@tessera/model/definition';
import { type ActionHandler, done, failed } from './action-handler.ts';
import { evaluateParam, renderParam } from './evaluate-param.ts';
import { fitsVariable, unknownVariable, wrongVariableType } from './variable-values.ts';

export const setVariable: ActionHandler<'setVariable'> = async (params, context, scope) => {
  const declaration = context.effects.variables.declaration(params.scope, params.name);
  if (!declaration) return failed(unknownVariable(params.scope, params.name));
  const value = evaluateParam(`The value of ${params.name}`, params.value, scope);
  if (!value.ok) return value;
  if (!fitsVariable(declaration.type, value.value)) return failed(wrongVariableType(declaration, value.value));
  context.effects.variables.set(params.scope, params.name, value.value);
  return done;
};

export const showMessage: ActionHandler<'showMessage'> = async (params, context, scope) => {
  const text = renderParam('The message', params.text, scope);
  if (!text.ok) return text;
  context.effects.showMessage(text.value, params.tone ?? 'info');
  return done;
};

export const openModal: ActionHandler<'openModal'> = async (params, context) =>
  context.effects.openModal(params.modalId) ? done : failed({ code: 'unknown_modal', message: `The screen has no modal '${params.modalId}'.` });

export const closeModal: ActionHandler<'closeModal'> = async (params, context) => {
  context.effects.closeModal(params.modalId);
  return done;
};

export const validateForm: ActionHandler<'validateForm'> = (params, context) => context.effects.validateForm(params.formId);

export const submitForm: ActionHandler<'submitForm'> = (params, context) => context.effects.submitForm(params.formId);

export const copyToClipboard: ActionHandler<'copyToClipboard'> = async (params, context, scope) => {
  const text = renderParam('The text to copy', params.text, scope);
  if (!text.ok) return text;
  try {
    await context.effects.copyText(text.value);
    return done;
  } catch {
    return failed({ code: 'clipboard_refused', message: 'The text could not be copied to the clipboard.' });
  }
};

export const downloadFile: ActionHandler<'downloadFile'> = async (params, context, scope) => {
  const address = renderParam('The address', params.url, scope);
  if (!address.ok) return address;
  const url = openableUrl(address.value);
  if (url === null || !/^https?:/i.test(url)) return failed({ code: 'unsafe_url', message: `This file can not be downloaded: ${address.value.slice(0, 200)}` });
  let fileName: string | undefined;
  if (params.fileName) {
    const name = renderParam('The file name', params.fileName, scope);
    if (!name.ok) return name;
    fileName = name.value.trim() || undefined;
  }
  context.effects.download(url, fileName);
  return done;
};
