// The market feature's public entry: the only file other features and the app wiring may import.
export { createFinnhubClient } from './finnhub-client';
export { marketRoutes } from './market.routes';
export { createMarketService } from './market.service';
