import { useMutation, useQueryClient } from '@tanstack/react-query';
import { parseBackup } from '../lib/backup';
import { writeLocalSettings } from '../../../lib/settings-storage';
import { userSettingsQueryKey } from '../../../lib/user-settings';
import { getAnalyses, setFavorite } from '../../analysis';
import { saveUserSettings } from '../../../lib/user-settings';

export interface ImportResult {
  settings: Awaited<ReturnType<typeof saveUserSettings>>;
  favoritesRestored: number;
}

/**
 * Applies a backup: the settings, and the favourite mark on analyses of the file that still exist
 * in this account. Analyses themselves are not recreated (their images are not in the file).
 */
export async function importBackup(file: File): Promise<ImportResult> {
  const backup = parseBackup(await file.text());
  const settings = await saveUserSettings(backup.settings);
  const { items: history } = await getAnalyses({ favorites: false, pageSize: 50 });
  const existing = new Map(history.map((analysis) => [analysis.id, analysis.favorite === true]));
  const toMark = backup.favoriteIds.filter((id) => existing.has(id) && !existing.get(id));
  await Promise.all(toMark.map((id) => setFavorite({ id, favorite: true })));
  return { settings, favoritesRestored: toMark.length };
}

export function useImportBackup(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importBackup,
    onSuccess: ({ settings }) => {
      writeLocalSettings(window.localStorage, userId, settings);
      queryClient.setQueryData(userSettingsQueryKey(userId), settings);
      void queryClient.invalidateQueries({ queryKey: ['analyses'] });
    },
    // The page shows the pt-BR error itself ('Arquivo de backup inválido' or 'Erro na importação').
    meta: { silentError: true },
  });
}
