import { describe, expect, it } from 'vitest';
import { draftOf } from './action-draft.ts';
import { actionFieldsOf } from './action-fields.ts';
import { checkTemplateWith, draftExpressionIssues, expressionCheckerFor } from './expression-checker.ts';
import { getActionDeclaration } from '@tessera/model/definition';

describe('the expression checker of the action editor', () => {
  it("types the screen's declared variables and knows the repeater's item only inside one", () => {
    const check = expressionCheckerFor([{ name: 'count', type: 'number' }], false);
    expect(check('screen.count + 1')).toBeNull();
    expect(check('screen.cont + 1')).toEqual({ kind: 'error', code: 'unknown_field', near: 'cont' });
    expect(check('item.title')).toMatchObject({ code: 'unknown_name', near: 'item' });
    expect(check('user.__proto__')).toMatchObject({ code: 'forbidden_name' });
    expect(expressionCheckerFor([], true)('item.title')).toBeNull();
    // Without declared variables, screen variables are read as they come.
    expect(expressionCheckerFor([], false)('screen.anything')).toBeNull();
  });

  it("checks each {{ }} part of a template and nothing else", () => {
    const check = expressionCheckerFor([], false);
    expect(checkTemplateWith(check, 'Hello {{ user.email }}, {not an expression}')).toBeNull();
    expect(checkTemplateWith(check, 'Hello {{ process.env }}')).toMatchObject({ code: 'unknown_name', near: 'process' });
  });

  it('finds the refused expressions of a draft by field, with the condition and the failure message', () => {
    const declaration = getActionDeclaration('insert')!;
    const fields = actionFieldsOf(declaration);
    const check = expressionCheckerFor([], false);
    const draft = draftOf(fields, { params: { table: 'tasks', values: { title: 'screen.title', done: 'globalThis' } }, condition: 'constructor', onError: { kind: 'message', text: '{{ nope }}' } });
    expect(Object.keys(draftExpressionIssues(fields, draft, check)).sort()).toEqual(['condition', 'onError', 'values']);
    const good = draftOf(fields, { params: { table: 'tasks', values: { title: 'screen.title' } }, condition: 'user != null' });
    expect(draftExpressionIssues(fields, good, check)).toEqual({});
  });
});
