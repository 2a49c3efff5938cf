import type { ActionType } from '@tessera/model/definition';
import type { ActionHandler } from './action-handler.ts';
import { callRest, deleteRows, insert, query, update } from './data-handlers.ts';
import { requestPasswordReset, resetPassword, signIn, signOut, signUp, verifyEmail } from './end-user-handlers.ts';
import { goBack, navigate, openUrl } from './navigation-handlers.ts';
import {
  closeModal,
  copyToClipboard,
  downloadFile,
  openModal,
  setVariable,
  showMessage,
  submitForm,
  validateForm,
} from './state-handlers.ts';

/** One handler per action type of the catalogue (the type makes a missing one an error). */
export const actionHandlers: { readonly [T in ActionType]: ActionHandler<T> } = {
  navigate,
  goBack,
  openUrl,
  setVariable,
  showMessage,
  openModal,
  closeModal,
  validateForm,
  submitForm,
  query,
  insert,
  update,
  delete: deleteRows,
  callRest,
  signUp,
  verifyEmail,
  signIn,
  signOut,
  requestPasswordReset,
  resetPassword,
  copyToClipboard,
  downloadFile,
};
