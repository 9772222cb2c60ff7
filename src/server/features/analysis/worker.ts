// The analysis feature's entry for the worker process (and the provider factory): the queue
// consumer and the providers, without the HTTP routes, so a worker does not load the web stack.
export { AnalysisFailure, type AnalysisProvider } from './providers/analysis-provider';
export { createLocalProvider } from './providers/local-provider';
export { createOpenAiProvider } from './providers/openai-provider';
export { createAnalysisWorker } from './queue/analysis-worker';
export { createQueuedProvider } from './queue/queued-provider';
