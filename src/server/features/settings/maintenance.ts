import type { FastifyInstance } from 'fastify';
import { analysisMessages as m } from '../../../shared/messages/analysis';
import { AppError } from '../../lib/app-error';
import { isApiPath, routedPath } from '../../lib/routed-path';
import type { SettingsCache } from './settings-cache';

// Still served in maintenance: the back office, the status the app polls, and provider callbacks
// (a payment made before maintenance must still be credited).
const openPrefixes = [
  '/api/admin',
  '/api/status',
  '/api/health',
  '/api/ready',
  '/api/webhooks/',
  '/api/sandbox-checkout/',
];

/** Modo de Manutenção: every other API route answers 503 with a pt-BR message. */
export function registerMaintenanceGate(app: FastifyInstance, settings: SettingsCache): void {
  app.addHook('onRequest', async (request) => {
    const path = routedPath(request);
    if (!isApiPath(path) || openPrefixes.some((prefix) => path.startsWith(prefix))) return;
    if ((await settings.get()).systemMaintenance) throw new AppError('MAINTENANCE', m.maintenance);
  });
}
