import type { BackupAnalysis } from '../lib/backup';
import { ApiError, api } from '../../../lib/api-client';

interface AnalysisPage {
  items: BackupAnalysis[];
  total: number;
}

/** Up to 50 newest analyses (the list's page limit), or none when the history is unavailable. */
export async function listAnalysesForBackup(options: { favorites: boolean }): Promise<BackupAnalysis[]> {
  try {
    const page = await api.get<AnalysisPage>(`/analyses?pageSize=50${options.favorites ? '&favorites=true' : ''}`);
    return page.items;
  } catch (error) {
    // A server without the analysis history still exports the settings.
    if (error instanceof ApiError && error.status === 404) return [];
    throw error;
  }
}
