import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { api } from '../api/client.ts';
import { workspacesApi } from '../api/workspaces-api.ts';
import { queryKeys } from '../auth/query-client.ts';
import { currentLanguage, initI18n, setLanguage } from '../i18n/index.ts';

/**
 * Starts i18n and applies the language of the user's preferences (GET /api/preferences) once
 * they are known. Until then (or if they cannot be read) the stored language stays.
 */
export function usePreferredLanguage(): void {
  void initI18n();
  const preferences = useQuery({
    queryKey: queryKeys.preferences,
    queryFn: () => workspacesApi.getPreferences(api),
    staleTime: 5 * 60_000,
    retry: false,
  });
  const language = preferences.data?.language;
  useEffect(() => {
    if (language && language !== currentLanguage()) void setLanguage(language);
  }, [language]);
}
