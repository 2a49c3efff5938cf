/**
 * The URL of a request: the connector's base URL with the filled path appended (the base path is
 * kept: `https://api.x.com/v1` + `/items` is `https://api.x.com/v1/items`) and the query added
 * after any the base URL has.
 */
export function requestUrl(baseUrl: string, path: string, query: readonly { name: string; value: string }[]): URL {
  const url = new URL(baseUrl);
  url.pathname = `${url.pathname.replace(/\/+$/, '')}${path}`;
  url.hash = '';
  for (const entry of query) url.searchParams.append(entry.name, entry.value);
  return url;
}

/** The URL as shown to builders: the value of the query parameter holding the API key is `***`. */
export function shownUrl(url: URL, secretQuery: string | null): string {
  if (secretQuery === null || !url.searchParams.has(secretQuery)) return url.href;
  const shown = new URL(url);
  shown.searchParams.set(secretQuery, '***');
  return shown.href;
}
