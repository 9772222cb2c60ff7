// The analytics feature's public entry: the only file other features and the app wiring may import.
export { analyticsRoutes } from './analytics.routes';
export { recordAnalyticsEvent } from './record-analytics';
