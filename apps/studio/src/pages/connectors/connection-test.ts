import { type Connector, testConnectionRequestSchema, type TestConnectionRequest } from '@tessera/model/connectors';
import { type ConnectorForm, type FieldErrors, formOf, isSqlKind, requestOf } from './connector-form.ts';

/**
 * What "Test connection" sends for the dialog's form. The server never sends a saved password
 * back, so an unsaved test cannot reuse it: while the saved password is kept (the field left as
 * "Saved, type to replace") and the other settings are as saved, the saved connector is tested;
 * with settings changed and the password kept, nothing can be tested until the password is typed
 * again (or the changes saved). Otherwise the form's settings are tested unsaved.
 */
export type ConnectionTestPlan =
  | { kind: 'saved'; connectorId: string }
  | { kind: 'unsaved'; body: TestConnectionRequest }
  | { kind: 'needsPassword' }
  | { kind: 'invalid'; errors: FieldErrors };

export function connectionTestPlan(form: ConnectorForm, connector: Connector | null): ConnectionTestPlan {
  if (!isSqlKind(form.kind)) throw new Error('Only a database connector has a connection test.');
  const request = requestOf(form);
  const settings = { ...request.settings } as NonNullable<TestConnectionRequest['settings']>;
  const passwordKept = connector !== null && form.password.saved && form.password.value === '' && !form.password.cleared;
  if (passwordKept) {
    const saved = requestOf(formOf(connector)).settings;
    if (JSON.stringify(saved) === JSON.stringify(settings)) return { kind: 'saved', connectorId: connector.id };
    return { kind: 'needsPassword' };
  }
  // A removed password (null) means "test without one".
  if (settings.password === null) delete settings.password;
  const body: TestConnectionRequest = { kind: form.kind, settings };
  const checked = testConnectionRequestSchema.safeParse(body);
  if (checked.success) return { kind: 'unsaved', body };
  const errors: FieldErrors = {};
  for (const issue of checked.error.issues) errors[issue.path.map(String).join('.')] ??= issue.message;
  return { kind: 'invalid', errors };
}
