/// <reference lib="webworker" />
/**
 * The service worker's global scope, typed: the worker's modules read `self` through this, since
 * the project's TypeScript settings describe a page (the DOM), not a worker.
 */
export const workerScope = globalThis as unknown as ServiceWorkerGlobalScope;
