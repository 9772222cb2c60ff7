import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { settingsMessages as m } from '../../shared/messages/settings';
import {
  defaultUserSettings,
  mergeUserSettings,
  userSettingsSchema,
  type UserSettings,
} from '../../shared/user-settings';
import { api, apiRequest } from './api-client';
import { useMe } from './session';
import { readLocalSettings, writeLocalSettings } from './settings-storage';

export const userSettingsQueryKey = (userId: string) => ['settings', userId] as const;

export async function getUserSettings(userId: string): Promise<UserSettings> {
  const settings = mergeUserSettings(await api.get<UserSettings>('/settings'));
  writeLocalSettings(window.localStorage, userId, settings);
  return settings;
}

export const userSettingsQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: userSettingsQueryKey(userId),
    queryFn: () => getUserSettings(userId),
    // The local mirror answers at once (and offline); the server copy replaces it when it arrives.
    initialData: () => readLocalSettings(window.localStorage, userId) ?? undefined,
    initialDataUpdatedAt: 0,
    staleTime: 5 * 60_000,
    meta: { silentError: true },
  });

/**
 * The signed-in user's preferences, always defined: server copy, else the local mirror, else the
 * defaults of SPEC.md section 9. The analysis request reads timeframe and accuracy from here.
 */
export function useUserSettings(): UserSettings {
  const { data: me } = useMe();
  const { data } = useQuery({ ...userSettingsQueryOptions(me?.id ?? ''), enabled: Boolean(me) });
  return data ?? defaultUserSettings;
}

export function saveUserSettings(settings: UserSettings): Promise<UserSettings> {
  return apiRequest<UserSettings>('PUT', '/settings', userSettingsSchema.parse(settings));
}

/**
 * Applies locally first (instant, offline-proof), then stores on the server. Below the features:
 * the settings page saves with it, and so does the analysis page (a payout typed there).
 */
export function useSaveUserSettings(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveUserSettings,
    onMutate: (settings) => {
      writeLocalSettings(window.localStorage, userId, settings);
      queryClient.setQueryData(userSettingsQueryKey(userId), settings);
    },
    onSuccess: (saved) => {
      writeLocalSettings(window.localStorage, userId, saved);
      queryClient.setQueryData(userSettingsQueryKey(userId), saved);
    },
    meta: { errorMessage: m.saveFailed },
  });
}
