import { REST_PREVIEW_BODY_BYTES, type RestRunResult } from '@tessera/model/connectors';
import type { EgressResponse } from '../../net/egress/guarded-fetch.ts';

type Preview = Pick<Extract<RestRunResult, { outcome: 'response' }>, 'headers' | 'contentType' | 'body' | 'sizeBytes' | 'truncated'>;

const JSON_TYPE = /^application\/(?:[\w.+-]+\+)?json\s*(?:;|$)/i;

/**
 * What a builder sees of a response: headers in order with lower-case names and no `set-cookie`,
 * the body parsed when it says JSON and parses, else text; at most {@link REST_PREVIEW_BODY_BYTES}
 * of it (a longer body is shown as the text of its start, `truncated`).
 */
export function previewResponse(answer: Pick<EgressResponse, 'status' | 'headers' | 'body'>): Preview {
  const headers = [...answer.headers.entries()].filter(([name]) => name !== 'set-cookie');
  const contentType = answer.headers.get('content-type');
  const sizeBytes = answer.body.length;
  const base = { headers, contentType, sizeBytes };
  if (sizeBytes === 0 || answer.status === 204 || answer.status === 304) return { ...base, body: { kind: 'empty' }, truncated: false };
  if (sizeBytes > REST_PREVIEW_BODY_BYTES) {
    // Cut at a byte count: a character split in two is left out rather than shown broken.
    const start = answer.body.subarray(0, REST_PREVIEW_BODY_BYTES).toString('utf8').replace(/\uFFFD+$/, '');
    return { ...base, body: { kind: 'text', value: start }, truncated: true };
  }
  const text = answer.body.toString('utf8');
  if (contentType !== null && JSON_TYPE.test(contentType)) {
    try {
      return { ...base, body: { kind: 'json', value: JSON.parse(text) as unknown }, truncated: false };
    } catch {
      // Says JSON, is not: shown as text.
    }
  }
  return { ...base, body: { kind: 'text', value: text }, truncated: false };
}
