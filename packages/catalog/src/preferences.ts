/** Languages of the studio (spec §9: translations in Turkish and English). */
export const languages = ['en', 'tr'] as const;
export type Language = (typeof languages)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

/** Date formats of spec §9: the date format a user picks, and the date-time form. */
export const dateFormats = ['YYYY-MM-DD'] as const;
export type DateFormat = (typeof dateFormats)[number];
export const DEFAULT_DATE_FORMAT: DateFormat = 'YYYY-MM-DD';
export const DATE_TIME_FORMAT = 'YYYY-MM-DDTHH:mm:ss';
