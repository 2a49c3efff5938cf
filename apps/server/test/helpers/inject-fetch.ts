import type { TestApp } from './test-app.ts';

/**
 * `fetch` answered by the test app (`inject`), so clients written for the browser (the runtime's
 * data API, account and REST clients) call the real routes in-process.
 */
export function injectFetch(t: () => TestApp): (input: string, init?: RequestInit) => Promise<Response> {
  return async (input, init = {}) => {
    const headers = Object.fromEntries(new Headers(init.headers).entries());
    const answer = await t().inject({
      method: (init.method ?? 'GET') as 'GET',
      url: input,
      headers,
      ...(typeof init.body === 'string' ? { payload: init.body } : {}),
    });
    const answerHeaders = new Headers();
    for (const [name, value] of Object.entries(answer.headers)) {
      if (value === undefined) continue;
      for (const one of Array.isArray(value) ? value : [value]) answerHeaders.append(name, String(one));
    }
    const empty = answer.statusCode === 204 || answer.statusCode === 304 || answer.body === '';
    return new Response(empty ? null : answer.body, { status: answer.statusCode, headers: answerHeaders });
  };
}
