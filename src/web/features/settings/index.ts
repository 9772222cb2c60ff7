// The settings feature's public face: other features read preferences through this hook.
export { useUserSettings } from './api/get-user-settings';
export { useSaveUserSettings } from './api/save-user-settings';
