import type * as z from 'zod/mini';
import type { ActionDeclaration } from './action-declaration.ts';
import { callRestAction, deleteAction, insertAction, queryAction, updateAction } from './data-actions.ts';
import {
  requestPasswordResetAction,
  resetPasswordAction,
  signInAction,
  signOutAction,
  signUpAction,
  verifyEmailAction,
} from './end-user-actions.ts';
import { goBackAction, navigateAction, openUrlAction } from './navigation-actions.ts';
import {
  closeModalAction,
  copyToClipboardAction,
  downloadFileAction,
  openModalAction,
  setVariableAction,
  showMessageAction,
  submitFormAction,
  validateFormAction,
} from './state-actions.ts';

const declarations = [
  navigateAction,
  goBackAction,
  openUrlAction,
  setVariableAction,
  showMessageAction,
  openModalAction,
  closeModalAction,
  validateFormAction,
  submitFormAction,
  queryAction,
  insertAction,
  updateAction,
  deleteAction,
  callRestAction,
  signUpAction,
  verifyEmailAction,
  signInAction,
  signOutAction,
  requestPasswordResetAction,
  resetPasswordAction,
  copyToClipboardAction,
  downloadFileAction,
] as const;

/** Every action type, in the action editor's order. */
export const actionDeclarations: readonly ActionDeclaration[] = declarations;

type Declarations = (typeof declarations)[number];
/** One of the catalogue's action types (`'navigate'`, `'insert'`...). */
export type ActionType = Declarations['type'];
/** The params of an action of type `T`, as its schema reads them. */
export type ActionParams<T extends ActionType> = z.output<Extract<Declarations, { type: T }>['paramsSchema']>;

const byType = new Map(actionDeclarations.map((declaration) => [declaration.type, declaration]));

/** The declaration of an action type, or `undefined` for a type the catalogue does not hold. */
export function getActionDeclaration(type: string): ActionDeclaration | undefined {
  return byType.get(type);
}
