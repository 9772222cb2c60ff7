// The verification feature's public entry (issue 24): "Conferir resultado", the automatic check
// after a later analysis, and the scoreboards.
export { publicResultsRoutes, verificationAdminRoutes, verificationRoutes } from './verification.routes';
export { createVerificationRunner, type VerificationRunner } from './verification-runner';
export { learnedRecords } from './learned';
