/** Stubs the browser's fetch for component tests: each call is answered by `answer(url, init)`. */
import { vi } from "vitest";

export type FetchAnswer = (url: string, init?: RequestInit) => Response | Promise<Response>;

/** A JSON response, as the API sends it. */
export function json(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json", ...headers } });
}

/** Replaces fetch; returns the mock so a test can read the calls. Undo with vi.unstubAllGlobals(). */
export function stubFetch(answer: FetchAnswer) {
  const mock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => answer(String(input), init));
  vi.stubGlobal("fetch", mock);
  return mock;
}
