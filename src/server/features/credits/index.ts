// The credits feature's public entry: the only file other features and the app wiring may import.
export { grantBonusCredits } from './bonus-grant';
export { assertWithinCeiling } from './ceiling';
export { applyCreditChange, findLedgerEntry, InsufficientCreditsError } from './ledger';
export { isLicenceActive, settleExpiredLicence } from './licence';
export { applyPlanChange } from './plan-change';
export { applyPlanGrant } from './plan-grant';
