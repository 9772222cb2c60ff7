// The dashboard feature's public surface for the app frame: how the user is named in the header
// and the credits card beside the plans. The router mounts the home page from routes/.
export { displayName, planLabel } from './lib/display-name';
export { SessionCreditCard } from './components/session-credit-card';
