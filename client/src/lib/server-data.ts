/**
 * The query cache a server-rendered page carries to the browser, in a
 * `<script type="application/json" id="server-data">` the CSP never runs. The browser starts from
 * it, so a hydrating screen shows exactly what the server drew, without asking the API again.
 */
import type { DehydratedState } from "@tanstack/react-query";
import { ApiError } from "./api";

export const SERVER_DATA_ELEMENT_ID = "server-data";

interface SerializedApiError {
  apiError: { status: number; bodyText: string };
}

/**
 * The state as JSON that is safe inside a script element: "<" is escaped, so no text in it can
 * close the element. A failed query keeps its ApiError's status and body, to be made one again.
 */
export function serializeQueryState(state: DehydratedState): string {
  const json = JSON.stringify(state, (_key, value: unknown) =>
    value instanceof ApiError
      ? ({ apiError: { status: value.status, bodyText: value.bodyText } } satisfies SerializedApiError)
      : value,
  );
  return json
    .replace(/</g, "\\u003c")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}

function isSerializedApiError(value: unknown): value is SerializedApiError {
  return typeof value === "object" && value !== null && "apiError" in value;
}

/** The state the server embedded in this page, or null for a page the server did not render. */
export function readServerQueryState(): DehydratedState | null {
  const element = document.getElementById(SERVER_DATA_ELEMENT_ID);
  if (!element?.textContent) return null;
  const state = JSON.parse(element.textContent) as DehydratedState;
  for (const query of state.queries) {
    const error: unknown = query.state.error;
    if (isSerializedApiError(error))
      query.state.error = new ApiError(error.apiError.status, error.apiError.bodyText, "");
  }
  return state;
}
