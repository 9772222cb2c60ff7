// The credits feature's public entry: the only file other features and the app wiring may import.
// Every change of a balance or a licence, and every read of the ledger, goes through here.
export { debitAnalysis, refundAnalysis } from './analysis-charge';
export { grantBonusCredits } from './bonus-grant';
export { assertWithinCeiling } from './ceiling';
export { creditRoutes } from './credits.routes';
export { findLedgerEntry, InsufficientCreditsError } from './ledger';
export { isLicenceActive, settleExpiredLicence } from './licence';
export { applyPlanChange } from './plan-change';
export { applyPlanGrant, type PlanGrantOptions } from './plan-grant';
export { startingCredits } from './starting-credits';
export { listUserTransactions } from './transactions';
