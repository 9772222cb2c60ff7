import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SystemSettings } from '../../../../shared/settings';
import { api } from '../../../lib/api-client';
import { adminKeys } from './admin-keys';

export function getSettings() {
  return api.get<SystemSettings>('/admin/settings');
}

export const settingsQueryOptions = () =>
  queryOptions({
    queryKey: adminKeys.settings,
    queryFn: getSettings,
    // The form is seeded once from this; a refetch on focus must not overwrite unsaved edits.
    refetchOnWindowFocus: false,
  });

export function useSettings() {
  return useQuery(settingsQueryOptions());
}
