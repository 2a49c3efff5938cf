import { describe, expect, it } from 'vitest';
import { draftOf } from './action-draft.ts';
import { actionFieldsOf } from './action-fields.ts';
import { checkTemplateWith, draftExpressionIssues, expressionCheckerFor, screenExpressionEnvironment } from './expression-checker.ts';
import { getActionDeclaration } from '@tessera/model/definition';

const checkerOf = (...args: Parameters<typeof screenExpressionEnvironment>) => expressionCheckerFor(screenExpressionEnvironment(...args));

describe('the expression checker of the action editor', () => {
  it("types the screen's declared variables and knows the repeater's item only inside one", () => {
    const check = checkerOf(null, [{ name: 'count', type: 'number' }], false);
    expect(check('screen.count + 1')).toBeNull();
    expect(check('screen.cont + 1')).toEqual({ kind: 'error', code: 'unknown_field', near: 'cont' });
    expect(check('screen.count + "x"')).toMatchObject({ code: 'type_mismatch' });
    expect(check('item.title')).toMatchObject({ code: 'unknown_name', near: 'item' });
    expect(check('user.__proto__')).toMatchObject({ code: 'forbidden_name' });
    expect(checkerOf(null, [], true)('item.title')).toBeNull();
    // A screen that declares no variables has none to read.
    expect(checkerOf(null, [], false)('screen.anything')).toMatchObject({ code: 'unknown_field', near: 'anything' });
  });

  it('narrows app and env to the run settings once they are known, and leaves them open before', () => {
    const settings = { variables: [{ name: 'cartCount', type: 'number' as const, initial: 0 }], environment: [{ name: 'API_BASE', value: 'https://example.test' }] };
    const check = checkerOf(settings, [], false);
    expect(check('app.cartCount + 1')).toBeNull();
    expect(check('env.API_BASE + "/tasks"')).toBeNull();
    expect(check('app.cartCont')).toMatchObject({ code: 'unknown_field', near: 'cartCont' });
    expect(check('env.API_BAS')).toMatchObject({ code: 'unknown_field', near: 'API_BAS' });
    expect(check('app.cartCount + "x"')).toMatchObject({ code: 'type_mismatch' });
    expect(checkerOf(null, [], false)('app.anything')).toBeNull();
  });

  it('knows the queries the screen publishes by their names, and any name while they are not given', () => {
    const check = checkerOf(null, [], false, ['openTasks', 'tasks']);
    expect(check('size(queries.openTasks.rows) > 0')).toBeNull();
    expect(check('queries.tasks.loading')).toBeNull();
    expect(check('queries.openTask.count')).toMatchObject({ code: 'unknown_field', near: 'openTask' });
    expect(check('queries.openTasks.rowz')).toMatchObject({ code: 'unknown_field', near: 'rowz' });
    expect(checkerOf(null, [], false, [])('queries.tasks.rows')).toMatchObject({ code: 'unknown_field', near: 'tasks' });
    expect(checkerOf(null, [], false)('queries.anything.rows')).toBeNull();
  });

  it('leaves out a declared variable of an unknown type rather than guessing it', () => {
    expect(checkerOf(null, [{ name: 'odd', type: 'date' }], false)('screen.odd')).toMatchObject({ code: 'unknown_field', near: 'odd' });
  });

  it("checks each {{ }} part of a template and nothing else", () => {
    const check = checkerOf(null, [], false);
    expect(checkTemplateWith(check, 'Hello {{ user.email }}, {not an expression}')).toBeNull();
    expect(checkTemplateWith(check, 'Hello {{ process.env }}')).toMatchObject({ code: 'unknown_name', near: 'process' });
  });

  it('finds the refused expressions of a draft by field, with the condition and the failure message', () => {
    const declaration = getActionDeclaration('insert')!;
    const fields = actionFieldsOf(declaration);
    const check = checkerOf(null, [{ name: 'title', type: 'text' }], false);
    const draft = draftOf(fields, { params: { table: 'tasks', values: { title: 'screen.title', done: 'globalThis' } }, condition: 'constructor', onError: { kind: 'message', text: '{{ nope }}' } });
    expect(Object.keys(draftExpressionIssues(fields, draft, check)).sort()).toEqual(['condition', 'onError', 'values']);
    const good = draftOf(fields, { params: { table: 'tasks', values: { title: 'screen.title' } }, condition: 'user != null' });
    expect(draftExpressionIssues(fields, good, check)).toEqual({});
  });
});
