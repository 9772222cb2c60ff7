// The analysis feature's public surface: the app's router mounts these pages.
export { SectorRoute } from './routes/sector-page';
export { HistoryRoute } from './routes/history-page';
