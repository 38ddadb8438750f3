/**
 * The one API client. Every call goes to /api with JSON and cookies; a non-OK answer throws an
 * ApiError whose message is "<status>: <body or statusText>".
 */
import type { ApiErrorBody } from "@shared/api";
import type { ApiRouteKey, ApiRoutes } from "@shared/contracts";
import type { ClientInput, WireAnswer, WireItem } from "@shared/contracts/route-contract";
import { readRow, type AnswerShape } from "./answer-shape";

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly bodyText: string,
    statusText: string,
  ) {
    super(`${status}: ${bodyText || statusText}`);
    this.name = "ApiError";
  }

  /** The server's own message (`{ message }`), when it sent one. */
  get serverMessage(): string | undefined {
    return parseErrorBody(this.bodyText)?.message;
  }

  /** Field problems of a 400, by field path. */
  get fieldIssues(): ApiErrorBody["issues"] {
    return parseErrorBody(this.bodyText)?.issues;
  }
}

function parseErrorBody(text: string): ApiErrorBody | undefined {
  try {
    const body: unknown = JSON.parse(text);
    if (typeof body === "object" && body !== null && typeof (body as ApiErrorBody).message === "string") {
      return body as ApiErrorBody;
    }
  } catch {
    // Not JSON: the text itself is the message.
  }
  return undefined;
}

/**
 * An OK answer the client cannot read (a list that is not a list, an item that is not an object):
 * an older or newer server than this page's script. Not the visitor's doing and not worth the same
 * words as a failed load: the section showing it says "This part couldn't load" (lib/query-client.ts).
 */
export class UnexpectedAnswerError extends Error {
  constructor(url: string, problem: string) {
    super(`Unexpected answer from ${url}: ${problem}`);
    this.name = "UnexpectedAnswerError";
  }
}

/** How a request leaves: the browser's fetch, or the server's own route to its API while it renders a page. */
export type ApiTransport = (url: string, init: RequestInit) => Promise<Response>;

let transport: ApiTransport = (url, init) => fetch(url, init);

/** The server's renderer sends the app's requests to the API itself (client/src/entry-server.tsx). */
export function setApiTransport(next: ApiTransport): void {
  transport = next;
}

async function throwIfNotOk(response: Response): Promise<void> {
  if (!response.ok) {
    const text = await response.text();
    throw new ApiError(response.status, text, response.statusText);
  }
}

/**
 * Sends a request; resolves to the Response when it is OK. Every write says it is JSON, even
 * without a body (PUT /api/recommendations/{id}/viewed has a JSON content type and no
 * body); the server's requireJsonBody lets a bodiless write through and express.json reads it as {}.
 */
export async function apiRequest(method: string, url: string, body?: unknown): Promise<Response> {
  const isWrite = method !== "GET" && method !== "HEAD";
  const response = await transport(url, {
    method,
    headers: isWrite || body !== undefined ? { "Content-Type": "application/json" } : {},
    body: body === undefined ? undefined : JSON.stringify(body),
    credentials: "include",
  });
  await throwIfNotOk(response);
  return response;
}

/**
 * GET a JSON value. With a `shape`, the answer must be one item (an object with an id), and the
 * fields the shape names are checked or defaulted (lib/answer-shape.ts).
 */
export async function getJson<T>(url: string, shape?: AnswerShape): Promise<T> {
  const response = await apiRequest("GET", url);
  const body: unknown = await response.json();
  if (!shape) return body as T;
  const item = readRow<T>(body, shape);
  if (item === null) throw new UnexpectedAnswerError(url, "not an item");
  return item;
}

/**
 * GET a JSON value, or null when the server answers `absentStatus` (404 by default: "none yet",
 * such as no active hero; /api/me answers 401 for a visitor). The one place that reads a status as "no value".
 */
export async function getJsonOrNull<T>(
  url: string,
  { absentStatus = 404, shape }: { absentStatus?: 404 | 401; shape?: AnswerShape } = {},
): Promise<T | null> {
  try {
    return await getJson<T>(url, shape);
  } catch (error) {
    if (error instanceof ApiError && error.status === absentStatus) return null;
    throw error;
  }
}

/** Send JSON and read JSON back (an empty 204 answer resolves to undefined). */
export async function sendJson<T>(
  method: "POST" | "PUT" | "PATCH" | "DELETE",
  url: string,
  body?: unknown,
): Promise<T> {
  const response = await apiRequest(method, url, body);
  if (response.status === 204) return undefined as T;
  return (await response.json()) as T;
}

/** A page of a list plus the URL of the next page, read from the `Link: <…>; rel="next"` header. */
export interface ListPage<T> {
  items: T[];
  nextUrl?: string;
}

/**
 * GET a page of a list. The answer must be a list; a row that is not an item (no id) is left out
 * and logged, so one odd row never costs the others; each row's fields named by `shape` are
 * checked or defaulted (lib/answer-shape.ts).
 */
export async function getPage<T>(url: string, shape?: AnswerShape): Promise<ListPage<T>> {
  const response = await apiRequest("GET", url);
  const body: unknown = await response.json();
  if (!Array.isArray(body)) throw new UnexpectedAnswerError(url, "not a list");
  const items = body.flatMap((row: unknown) => {
    const item = readRow<T>(row, shape);
    if (item === null) console.error(`${url}: left out a row that is not an item`, row);
    return item === null ? [] : [item];
  });
  const link = response.headers.get("Link") ?? "";
  const next = /<([^>]+)>;\s*rel="next"/.exec(link)?.[1];
  return { items, nextUrl: next };
}

// ---- Calls by route contract (shared/contracts/README.md). A route is named by its "METHOD /path"
// key; its types come from its contract, imported as types only, so no schema reaches the browser.

type Contract<K extends ApiRouteKey> = ApiRoutes[K];

/** The routes answered a page at a time, and the others. */
export type PagedRouteKey = { [K in ApiRouteKey]: Contract<K> extends { paged: true } ? K : never }[ApiRouteKey];
export type SingleRouteKey = Exclude<ApiRouteKey, PagedRouteKey>;

/** The route's input, which may be left out when the route reads nothing it requires. */
type InputArgument<K extends ApiRouteKey> =
  object extends ClientInput<Contract<K>> ? [input?: ClientInput<Contract<K>>] : [input: ClientInput<Contract<K>>];

interface AnyInput {
  params?: Record<string, string>;
  query?: Record<string, unknown>;
  body?: unknown;
}

function splitKey(key: string): { method: string; path: string } {
  const space = key.indexOf(" ");
  return { method: key.slice(0, space), path: key.slice(space + 1) };
}

function urlOf(key: string, input: AnyInput | undefined): string {
  const path = splitKey(key).path.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => {
    const value = input?.params?.[name];
    if (value === undefined) throw new Error(`${key}: no value for :${name}`);
    return encodeURIComponent(value);
  });
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(input?.query ?? {}))
    if (value !== undefined) search.set(name, String(value));
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}

const bodyOf = (input: AnyInput | undefined): unknown => input?.body;

/** The route's URL: its path with each `:name` filled in, and the query's defined fields. */
export function apiUrl<K extends ApiRouteKey>(key: K, ...[input]: InputArgument<K>): string {
  return urlOf(key, input);
}

/** Calls a route that answers one value (undefined for a 204). */
export async function callApi<K extends SingleRouteKey>(
  key: K,
  ...[input]: InputArgument<K>
): Promise<WireAnswer<Contract<K>>> {
  const url = urlOf(key, input);
  const method = splitKey(key).method;
  if (method === "GET") return getJson<WireAnswer<Contract<K>>>(url);
  return sendJson<WireAnswer<Contract<K>>>(method as "POST" | "PUT" | "PATCH" | "DELETE", url, bodyOf(input));
}

/**
 * Calls a GET route, or null when it answers `absentStatus` (404 by default: nothing there). With a
 * `shape`, the fields it names are checked or defaulted (lib/answer-shape.ts).
 */
export async function callApiOrNull<K extends SingleRouteKey>(
  key: K,
  input: ClientInput<Contract<K>>,
  options: { absentStatus?: 404 | 401; shape?: AnswerShape } = {},
): Promise<WireAnswer<Contract<K>> | null> {
  return getJsonOrNull<WireAnswer<Contract<K>>>(urlOf(key, input), options);
}

/**
 * The first page of a paged route (useInfiniteList reads the next from `nextUrl`). With a `shape`,
 * each row's fields it names are checked or defaulted (lib/answer-shape.ts).
 */
export function callPage<K extends PagedRouteKey>(
  key: K,
  input: ClientInput<Contract<K>>,
  shape?: AnswerShape,
): Promise<ListPage<WireItem<Contract<K>>>> {
  return getPage<WireItem<Contract<K>>>(urlOf(key, input), shape);
}
