import { describe, expect, it } from 'vitest';
import { actionGroups } from './action-declaration.ts';
import { actionDeclarations, getActionDeclaration } from './action-catalogue.ts';
import { validateAction } from './validate-action.ts';

/** A valid example of every action type: the catalogue must accept each one as written. */
const examples: Record<string, Record<string, unknown>> = {
  navigate: { screenId: 's2', params: { id: 'item.id' } },
  goBack: {},
  openUrl: { url: 'https://example.com/{{ params.id }}', target: '_blank' },
  setVariable: { scope: 'app', name: 'cartCount', value: 'app.cartCount + 1' },
  showMessage: { text: 'Saved', tone: 'success' },
  openModal: { modalId: 'confirm' },
  closeModal: {},
  validateForm: { formId: 'form1' },
  submitForm: { formId: 'form1' },
  query: { table: 'tasks', filters: [{ column: 'done', operator: 'eq', value: 'false' }], order: [{ column: 'title', direction: 'asc' }], limit: 20, result: { scope: 'screen', name: 'tasks' } },
  insert: { table: 'tasks', values: { title: 'screen.title' }, result: { scope: 'screen', name: 'created' } },
  update: { table: 'tasks', filters: [{ column: 'id', operator: 'eq', value: 'params.id' }], values: { done: 'true' } },
  delete: { table: 'tasks', filters: [{ column: 'id', operator: 'eq', value: 'item.id' }] },
  callRest: { connectorId: 'c1', requestId: 'r1', params: { city: 'screen.city' }, result: { scope: 'screen', name: 'weather' } },
  signUp: { email: 'screen.email', password: 'screen.password' },
  verifyEmail: { email: 'screen.email', code: 'screen.code' },
  signIn: { email: 'screen.email', password: 'screen.password' },
  signOut: {},
  requestPasswordReset: { email: 'screen.email' },
  resetPassword: { email: 'screen.email', code: 'screen.code', newPassword: 'screen.password' },
  copyToClipboard: { text: '{{ item.id }}' },
  downloadFile: { url: 'https://example.com/report.csv', fileName: 'report.csv' },
};

describe('the action catalogue', () => {
  it('declares every action type once, in a known group, and accepts an example of each', () => {
    const types = actionDeclarations.map((declaration) => declaration.type);
    expect(new Set(types).size).toBe(types.length);
    expect(types.sort()).toEqual(Object.keys(examples).sort());
    for (const declaration of actionDeclarations) {
      expect(actionGroups).toContain(declaration.group);
      const checked = validateAction({ id: 'a1', type: declaration.type, params: examples[declaration.type] });
      expect(checked.ok ? 'ok' : checked.error.message, declaration.type).toBe('ok');
    }
  });

  it('names only params that exist as expressions and templates', () => {
    for (const declaration of actionDeclarations) {
      for (const path of [...declaration.expressions, ...declaration.templates]) {
        const top = path.split('.')[0]!;
        const shape = (declaration.paramsSchema as unknown as { def: { shape: Record<string, unknown> } }).def.shape;
        expect(Object.keys(shape), `${declaration.type}: ${path}`).toContain(top);
      }
    }
  });

  it('keeps the params stored before the catalogue: openUrl url and showMessage text', () => {
    expect(validateAction({ id: 'a1', type: 'openUrl', params: { url: 'https://example.com' } }).ok).toBe(true);
    expect(validateAction({ id: 'a2', type: 'showMessage', params: { text: 'Hi' } }).ok).toBe(true);
    expect(getActionDeclaration('showMessage')?.templates).toEqual(['text']);
  });

  it('refuses an unknown type, unknown params, bad values and a malformed condition or onError, with the path', () => {
    const at = ['children', 0, 'events', 'onClick', 2];
    expect(validateAction({ id: 'a', type: 'launch', params: {} }, at)).toMatchObject({
      ok: false,
      error: { code: 'unknown-action-type', path: 'children[0].events.onClick[2].type' },
    });
    expect(validateAction({ id: 'a', type: 'goBack', params: { to: 'x' } }, at)).toMatchObject({ ok: false, error: { code: 'invalid-action-params' } });
    expect(validateAction({ id: 'a', type: 'setVariable', params: { scope: 'screen', name: '1x', value: 'true' } })).toMatchObject({
      ok: false,
      error: { path: 'params.name' },
    });
    expect(validateAction({ id: 'a', type: 'delete', params: { table: 'tasks', filters: [] } })).toMatchObject({ ok: false, error: { path: 'params.filters' } });
    expect(validateAction({ id: 'a', type: 'query', params: { ...examples.query, filters: [{ column: 'done', operator: 'cs', value: '1' }] } })).toMatchObject({
      ok: false,
      error: { path: 'params.filters[0].operator' },
    });
    expect(validateAction({ id: 'a', type: 'goBack', params: {}, condition: '   ' })).toMatchObject({ ok: false, error: { code: 'invalid-action', path: 'condition' } });
    expect(validateAction({ id: 'a', type: 'goBack', params: {}, onError: { kind: 'alert' } })).toMatchObject({ ok: false, error: { path: 'onError.kind' } });
    expect(validateAction({ id: 'a', type: 'goBack', params: {}, condition: 'x'.repeat(2001) }).ok).toBe(false);
  });

  it('accepts the three things a failure may show', () => {
    for (const onError of [{ kind: 'message' }, { kind: 'message', text: 'Try again' }, { kind: 'nothing' }, { kind: 'navigate', screenId: 's1' }]) {
      expect(validateAction({ id: 'a', type: 'goBack', params: {}, onError }).ok).toBe(true);
    }
  });
});
