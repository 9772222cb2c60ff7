// The analytics feature's public entry: the only file other features and the app wiring may import.
export { analyticsRoutes } from './analytics.routes';
export { createPageViewBatch, type PageViewBatch } from './page-view-batch';
export { recordAnalyticsEvent } from './record-analytics';
