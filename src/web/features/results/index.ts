// The results feature's public surface (issue 24): the outcomes under each past analysis, the
// admin figure and the link texts; the router loads the pages lazily from routes/.
export { CallOutcomes } from './components/call-outcomes';
export { AdminResultsCard } from './components/admin-results-card';
