// Modo de Manutenção as seen by the browser. Any user-side call answered 503 MAINTENANCE flips this
// flag from the central error handling (query-client.ts); the app root swaps the whole app for the
// maintenance screen while it is set. A tiny store rather than React state: the query cache
// callbacks that set it live outside the component tree.
import { ApiError } from './api-client';

let active = false;
const listeners = new Set<() => void>();

export function isMaintenanceError(error: unknown): boolean {
  return error instanceof ApiError && error.code === 'MAINTENANCE';
}

export function setMaintenance(value: boolean) {
  if (active === value) return;
  active = value;
  for (const listener of listeners) listener();
}

export const maintenanceStore = {
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  get: () => active,
};
