import { useQuery } from '@tanstack/react-query';
import { DEFAULT_TIME_ZONE } from '@tessera/catalog';
import { useCallback } from 'react';
import { api } from '../api/client.ts';
import { preferencesApi, preferencesKeys } from '../api/preferences-api.ts';
import { formatInTimeZone, timeZoneOffset } from '../i18n/format-date.ts';

/** The signed-in user's preferences (GET /api/preferences). */
export function usePreferences() {
  return useQuery({ queryKey: preferencesKeys.preferences, queryFn: () => preferencesApi.getPreferences(api), staleTime: 5 * 60_000 });
}

/**
 * Formats instants in the user's time zone and date format ('2026-03-02 01:30'). Until the
 * preferences load (or if they cannot), the default time zone of the catalogue is used.
 */
export function useFormatDate(): (value: string, options?: { withTime?: boolean }) => string {
  const preferences = usePreferences();
  const offset = timeZoneOffset(preferences.data?.timeZone ?? DEFAULT_TIME_ZONE);
  return useCallback((value, options) => formatInTimeZone(value, offset, options?.withTime ?? true), [offset]);
}
