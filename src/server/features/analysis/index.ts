// The analysis feature's public entry: the only file other features and the app wiring may import
// (worker.ts is the same for the worker process).
export { analysisRoutes } from './analyses.routes';
export { readAnalysisUpload } from './read-upload';
export { recoverInterruptedAnalyses } from './recover-interrupted';
export { deleteExpiredImages, moveImagesOutOfDatabase, startImageUpkeep } from './image-upkeep';
export * from './worker';
