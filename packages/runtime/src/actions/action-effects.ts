import type { ExpressionScope, MessageTone, VariableDeclaration, VariableScope } from '@tessera/model/definition';
import type { DataClient } from '../clients/data-client.ts';
import type { EndUserAuthClient } from '../clients/end-user-auth-client.ts';
import type { RestRequestClient } from '../clients/rest-request-client.ts';

/**
 * Why an action failed, in words an app can show: `message` is the server's where one answered
 * (the data API's, an account route's), the engine's otherwise. `fields` holds a form's problems
 * by field name.
 */
export interface ActionFailure {
  code: string;
  message: string;
  fields?: Readonly<Record<string, string>>;
}

/** What one action did: nothing to report, or why it failed. */
export type ActionOutcome = { ok: true } | { ok: false; error: ActionFailure };

/** The app's variables as actions read and write them. */
export interface VariableStore {
  /** The declaration of a variable of the current screen or of the app, or undefined. */
  declaration(scope: VariableScope, name: string): VariableDeclaration | undefined;
  /** Sets a declared variable (the engine checked the value against its type). */
  set(scope: VariableScope, name: string, value: unknown): void;
}

/**
 * Everything an action may do to the app around it. The app host (`AppView`) implements it over
 * its state; a test over plain objects. The engine never reaches anything else.
 */
export interface ActionEffects {
  /** Opens a screen with route parameters; false when the app has no such screen. */
  navigate(screenId: string, params: Readonly<Record<string, string>>): boolean;
  goBack(): void;
  variables: VariableStore;
  showMessage(text: string, tone: MessageTone): void;
  /** Opens a modal element of the current screen; false when it has none of that id. */
  openModal(modalId: string): boolean;
  /** Closes a modal, or the one on top without an id. */
  closeModal(modalId?: string): void;
  /** Checks a form of the current screen; its problems show on its fields. */
  validateForm(formId: string): Promise<ActionOutcome>;
  /** Validates and writes a form of the current screen to its table. */
  submitForm(formId: string): Promise<ActionOutcome>;
  data: DataClient;
  auth: EndUserAuthClient;
  rest: RestRequestClient;
  /** Copies text; rejects when the platform refuses (no permission, no clipboard). */
  copyText(text: string): Promise<void>;
  /** Downloads an address (already checked) under an optional file name. */
  download(url: string, fileName: string | undefined): void;
  /** Opens an address (already checked) in `target`. */
  openUrl(url: string, target: '_blank' | '_self'): void;
}

/** What `runActions` runs against. */
export interface ActionContext {
  effects: ActionEffects;
  /**
   * The scope expressions see now. Read again before each action: an earlier one in the list
   * may have set a variable or signed someone in.
   */
  scope(): ExpressionScope;
}
