/**
 * The request being served, wherever its work goes (route, service, repository, callbacks that
 * resolve later): the logger stamps each line with its id, without the id being passed around.
 */
import { AsyncLocalStorage } from "node:async_hooks";

interface RequestContext {
  requestId: string;
}

const context = new AsyncLocalStorage<RequestContext>();

/** Runs `work` (the rest of the request) as the request with this id. */
export function runAsRequest(requestId: string, work: () => void): void {
  context.run({ requestId }, work);
}

/** The id of the request being served, or undefined outside one (start-up, timers, workers). */
export function currentRequestId(): string | undefined {
  return context.getStore()?.requestId;
}
