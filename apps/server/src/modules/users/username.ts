/** Usernames are emails, compared lower-cased. */
export function normalizeUsername(username: string): string {
  return username.trim().toLowerCase();
}
