import { useMutation, useQueryClient } from '@tanstack/react-query';
import { userSettingsSchema, type UserSettings } from '../../../../shared/user-settings';
import { settingsMessages as m } from '../../../../shared/messages/settings';
import { apiRequest } from '../../../lib/api-client';
import { writeLocalSettings } from '../../../lib/settings-storage';
import { userSettingsQueryKey } from '../../../lib/user-settings';

export function saveUserSettings(settings: UserSettings): Promise<UserSettings> {
  return apiRequest<UserSettings>('PUT', '/settings', userSettingsSchema.parse(settings));
}

/** Applies locally first (instant, offline-proof), then stores on the server. */
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
