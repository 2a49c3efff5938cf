import { actionSchema } from '@tessera/model/definition';
import { describe, expect, it } from 'vitest';
import { actionSummary, checkActionParams, cleanActionParams, isEditableActionType, isHttpUrl } from './action-params.ts';

describe('action parameters', () => {
  it('offers the two action types the preview runs', () => {
    expect(isEditableActionType('openUrl')).toBe(true);
    expect(isEditableActionType('showMessage')).toBe(true);
    expect(isEditableActionType('navigate')).toBe(false);
  });

  it('requires an http or https URL for openUrl', () => {
    expect(checkActionParams('openUrl', { url: 'https://example.com/a?b=1' })).toEqual({});
    expect(checkActionParams('openUrl', { url: ' http://localhost:3000 ' })).toEqual({});
    expect(checkActionParams('openUrl', {})).toEqual({ url: 'required' });
    expect(checkActionParams('openUrl', { url: '   ' })).toEqual({ url: 'required' });
    expect(checkActionParams('openUrl', { url: 'example.com' })).toEqual({ url: 'url' });
    expect(checkActionParams('openUrl', { url: 'javascript:alert(1)' })).toEqual({ url: 'url' });
    expect(checkActionParams('openUrl', { url: 'ftp://example.com' })).toEqual({ url: 'url' });
    expect(checkActionParams('openUrl', { url: 'https://' })).toEqual({ url: 'url' });
    expect(isHttpUrl('mailto:a@b.c')).toBe(false);
  });

  it('requires a message text for showMessage', () => {
    expect(checkActionParams('showMessage', { text: 'Saved' })).toEqual({});
    expect(checkActionParams('showMessage', { text: '' })).toEqual({ text: 'required' });
    expect(checkActionParams('showMessage', { text: 5 })).toEqual({ text: 'required' });
  });

  it('stores trimmed params of the type only, valid for the model', () => {
    const params = cleanActionParams('openUrl', { url: ' https://example.com ', stray: 1 });
    expect(params).toEqual({ url: 'https://example.com' });
    expect(actionSchema.safeParse({ id: 'a1', type: 'openUrl', params }).success).toBe(true);
  });

  it('summarises an action on one line, nothing for other types', () => {
    expect(actionSummary({ type: 'showMessage', params: { text: 'Hello\nthere' } })).toBe('Hello there');
    expect(actionSummary({ type: 'openUrl', params: { url: 'https://a.b' } })).toBe('https://a.b');
    expect(actionSummary({ type: 'navigate', params: { screen: 'x' } })).toBe('');
  });
});
