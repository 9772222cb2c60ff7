import { useMutation } from '@tanstack/react-query';
import { backupFileName, type UserSettings } from '../../../../shared/user-settings';
import { settingsMessages as m } from '../../../../shared/messages/settings';
import { buildBackup } from '../lib/backup';
import { getAnalyses } from '../../analysis';

function download(fileName: string, text: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export async function exportBackup(settings: UserSettings): Promise<void> {
  // Up to 50 newest of each (the list's page limit).
  const [favorites, analysisHistory] = await Promise.all([
    getAnalyses({ favorites: true, pageSize: 50 }).then((page) => page.items),
    getAnalyses({ favorites: false, pageSize: 50 }).then((page) => page.items),
  ]);
  download(backupFileName, JSON.stringify(buildBackup({ favorites, analysisHistory, settings }), null, 2));
}

export function useExportBackup() {
  return useMutation({ mutationFn: exportBackup, meta: { errorMessage: m.exportFailed } });
}
