// The settings feature's public entry: the only file other features and the app wiring may import.
export { registerMaintenanceGate } from './maintenance';
export { createFedSettingsCache, type SettingsCache } from './settings-cache';
export { publicStatusRoutes } from './settings.routes';
export { getSystemSettings, saveSystemSettings } from './settings.service';
export { userSettingsRoutes } from './user-settings.routes';
export { getUserSettings } from './user-settings.service';
