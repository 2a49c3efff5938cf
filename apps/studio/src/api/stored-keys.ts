/**
 * Every client-side stored value of spec §3, with the key it lives under in localStorage.
 * Nothing else in the studio spells these keys: read and write them through this table.
 */
export const storedKeys = {
  /** The short-lived access token (JWT) sent as `Authorization: Bearer`. */
  tokenString: 'tokenString',
  /** The opaque rotating refresh token. */
  refreshToken: 'refreshToken',
  /** The address a forgot-password flow was started for. */
  forgotPasswordEmail: 'forgotPasswordEmail',
  /** Marker of a custom (non-password) auth provider used to sign in. */
  customAuthProvider: 'customAuthProvider',
  /** 'true' | 'false': the current workspace's domain authorization flag. */
  domainAuthorizationOn: 'domainAuthorizationOn',
  /** JSON array of the studio panel items left expanded. */
  expandedPanelItems: 'expandedPanelItems',
  /** The workspace (domain) last opened. */
  currentDomain: 'currentDomain',
  /** The current workspace's managed database type, absent when none. */
  managedDbType: 'managedDbType',
  /** The project open in the design studio; sent as the `currentProjectId` header. Unset for now. */
  currentProjectId: 'currentProjectId',
} as const;

/** A key of {@link storedKeys}. */
export type StoredKey = keyof typeof storedKeys;

/**
 * Per-tab values of spec §3 (AI project generation), kept in sessionStorage so that two tabs
 * generating at once do not overwrite each other.
 */
export const sessionKeys = {
  screensToGenerate: 'screensToGenerate',
  generationData: 'generationData',
  screensDictionary: 'screensDictionary',
  /** The `state` of a Google sign-in in progress, checked when the provider sends the user back. */
  googleOAuthState: 'googleOAuthState',
} as const;

/** The subset of the Web Storage API the studio uses, so tests can pass an in-memory one. */
export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** An in-memory {@link KeyValueStorage}: for tests, and as a fallback where storage is blocked. */
export function createMemoryStorage(initial: Record<string, string> = {}): KeyValueStorage {
  const values = new Map(Object.entries(initial));
  return {
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => void values.set(key, value),
    removeItem: (key) => void values.delete(key),
  };
}
