// The analysis feature's data entry for other features and the app frame: the list of analyses
// and the favourite switch, without the pages (which the router loads lazily through index.ts).
export { getAnalyses, useFavoriteAnalyses, useRecentAnalyses } from './api/get-analyses';
export { setFavorite } from './api/set-favorite';
