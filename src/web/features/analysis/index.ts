// The analysis feature's public surface for other features and the app frame: the list of
// analyses and the favourite switch. The router loads the pages lazily from routes/.
export { getAnalyses, useFavoriteAnalyses, useRecentAnalyses } from './api/get-analyses';
export { setFavorite } from './api/set-favorite';
