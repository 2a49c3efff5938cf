/** The parts of a WHATWG URL the connector settings read. */
export interface ParsedUrl {
  readonly protocol: string;
  readonly username: string;
  readonly password: string;
  readonly hostname: string;
  readonly port: string;
  readonly pathname: string;
  readonly hash: string;
  readonly searchParams: { entries(): IterableIterator<[string, string]> };
}

interface UrlConstructor {
  new (input: string): ParsedUrl;
  canParse(input: string): boolean;
}

/**
 * The WHATWG `URL` class, which every runtime of the model has (browsers, Node): the model is
 * compiled against the bare ES library, which does not declare it, so it is typed here once.
 */
export const WhatwgUrl = (globalThis as unknown as { URL: UrlConstructor }).URL;
