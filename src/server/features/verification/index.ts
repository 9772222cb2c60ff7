// The verification feature's public entry (issue 24): "Conferir resultado", the automatic check
// after a later analysis, and the scoreboards.
export { publicResultsRoutes, verificationAdminRoutes, verificationRoutes } from './verification.routes';
export { verifyFromLaterAnalysis } from './verification.service';
