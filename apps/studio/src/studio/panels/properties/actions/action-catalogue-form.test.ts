import { actionDeclarations, actionSchema, getActionDeclaration, validateAction } from '@tessera/model/definition';
import { translations } from '@tessera/catalog';
import { describe, expect, it } from 'vitest';
import { checkParams, draftOf, type ParsingSchema } from './action-draft.ts';
import { actionFieldsOf } from './action-fields.ts';

const strings = { en: translations.studioPanels.en.actions, tr: translations.studioPanels.tr.actions };

describe("the action editor over the model's action catalogue", () => {
  it('edits every param of every action type (nothing read-only), each type and group named in both languages', () => {
    for (const declaration of actionDeclarations) {
      const fields = actionFieldsOf(declaration);
      expect(fields.filter((field) => field.kind === 'unsupported').map((field) => `${declaration.type}.${field.name}`)).toEqual([]);
      for (const language of ['en', 'tr'] as const) {
        expect(strings[language].types, `${language} ${declaration.type}`).toHaveProperty(declaration.type);
        expect(strings[language].groups, `${language} ${declaration.group}`).toHaveProperty(declaration.group);
        for (const field of fields) expect(strings[language].params, `${language} ${declaration.type}.${field.name}`).toHaveProperty(field.name);
      }
    }
  });

  it('gives navigate a screen picker and its parameters, the data actions tables and variables, callRest one request field', () => {
    const kinds = (type: string) => actionFieldsOf(getActionDeclaration(type)!).map((field) => `${field.name}:${field.kind}`);
    expect(kinds('navigate')).toEqual(['screenId:screen', 'params:expressionMap']);
    expect(kinds('query')).toEqual(['table:table', 'filters:filters', 'order:order', 'limit:number', 'offset:expression', 'result:variable']);
    expect(kinds('callRest')).toEqual(['connectorId:restRequest', 'params:expressionMap', 'result:variable']);
    expect(kinds('setVariable')).toEqual(['name:variable', 'value:expression']);
    expect(kinds('openModal')).toEqual(['modalId:element']);
    expect(kinds('submitForm')).toEqual(['formId:element']);
    expect(kinds('showMessage')).toEqual(['text:template', 'tone:choice']);
  });

  it("stores what the model's action check accepts, and refuses what it would refuse", () => {
    const navigate = getActionDeclaration('navigate')!;
    const fields = actionFieldsOf(navigate);
    const schema = navigate.paramsSchema as unknown as ParsingSchema;
    const draft = draftOf(fields, { params: navigate.defaults });
    expect(checkParams(schema, fields, draft.params)).toEqual({ ok: false, issues: { screenId: 'required' } });
    const checked = checkParams(schema, fields, { screenId: 's2', params: [{ name: 'id', value: ' item.id ' }] });
    expect(checked).toEqual({ ok: true, params: { screenId: 's2', params: { id: 'item.id' } } });
    if (!checked.ok) return;
    const action = { id: 'a1', type: 'navigate', params: checked.params, condition: 'user != null', onError: { kind: 'nothing' as const } };
    expect(actionSchema.safeParse(action).success).toBe(true);
    expect(validateAction(action, []).ok).toBe(true);
    expect(checkParams(schema, fields, { screenId: 's2', params: [{ name: '9id', value: 'x' }] })).toEqual({ ok: false, issues: { params: 'pattern' } });
    const remove = getActionDeclaration('delete')!;
    expect(checkParams(remove.paramsSchema as unknown as ParsingSchema, actionFieldsOf(remove), { table: 'tasks', filters: [] })).toEqual({
      ok: false,
      issues: { filters: 'atLeastOne' },
    });
  });
});
