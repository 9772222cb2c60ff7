import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SystemSettings } from '../../../../shared/settings';
import { api } from '../../../lib/api-client';
import { adminKeys, invalidateAdminData } from './admin-keys';

export function updateSettings(settings: SystemSettings) {
  return api.put<SystemSettings>('/admin/settings', settings);
}

/** PUT /api/admin/settings; the caller words the success toast (save and reset differ). */
export function useUpdateSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSettings,
    onSuccess: (saved) => {
      queryClient.setQueryData(adminKeys.settings, saved);
      // Maintenance and analytics change what the app shows (the status, the overview).
      void queryClient.invalidateQueries({ queryKey: ['site-status'] });
      void invalidateAdminData(queryClient);
    },
  });
}
