/** The longest screen name, as the model's `screenNameSchema`. */
export const SCREEN_NAME_MAX_LENGTH = 80;

/** Why a screen name is refused (`studioPanels.screens.nameErrors.<code>`). */
export type ScreenNameIssue = 'required' | 'tooLong';

/**
 * Checks a typed screen name as the model's `screenNameSchema` does (1–80 characters after
 * trimming): the trimmed name, or the reason it is refused.
 */
export function checkScreenName(typed: string): { ok: true; name: string } | { ok: false; issue: ScreenNameIssue } {
  const name = typed.trim();
  if (name.length === 0) return { ok: false, issue: 'required' };
  if (name.length > SCREEN_NAME_MAX_LENGTH) return { ok: false, issue: 'tooLong' };
  return { ok: true, name };
}
