import { type DateFormat, dateFormats, isTimeZone, type Language, languages } from '@tessera/catalog';
import type { Preferences } from '@tessera/model/workspace-api';
import type { AppContext } from '../../context.ts';
import { AppError, NotFoundError } from '../../errors/app-error.ts';
import { findPreferences, updatePreferences } from './queries.ts';

export const preferenceMessages = {
  unknownTimeZone: 'Choose a time zone from the list.',
} as const;

function toPreferences(row: { language: string; timeZone: string; dateFormat: string }): Preferences {
  return {
    // Stored values come from this module's checks; an unknown one (an older catalogue) reads as the default.
    language: (languages as readonly string[]).includes(row.language) ? (row.language as Language) : 'en',
    timeZone: isTimeZone(row.timeZone) ? row.timeZone : 'GMT+00:00',
    dateFormat: (dateFormats as readonly string[]).includes(row.dateFormat) ? (row.dateFormat as DateFormat) : 'YYYY-MM-DD',
  };
}

/** GET /api/preferences: the signed-in user's language, time zone and date format. */
export async function getPreferences(ctx: AppContext, userId: string): Promise<Preferences> {
  const row = await findPreferences(ctx.db, userId);
  if (!row) throw new NotFoundError();
  return toPreferences(row);
}

/** PUT /api/preferences: replaces all three; the time zone must be one of the catalogue's (400 otherwise). */
export async function savePreferences(ctx: AppContext, userId: string, preferences: Preferences): Promise<Preferences> {
  if (!isTimeZone(preferences.timeZone)) throw new AppError('validation_failed', preferenceMessages.unknownTimeZone);
  await updatePreferences(ctx.db, userId, preferences);
  return getPreferences(ctx, userId);
}
