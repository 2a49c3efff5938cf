/** The roles typed in the role field: comma-separated, trimmed, empty parts and repeats dropped. */
export function parseRoles(text: string): string[] {
  return [...new Set(text.split(',').map((role) => role.trim()).filter((role) => role.length > 0))];
}
