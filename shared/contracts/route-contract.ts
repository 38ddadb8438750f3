/**
 * One object per API route (shared/contracts/README.md): its method and full path, who may call it, what
 * it reads (path params, query, body) and what it answers, as Zod schemas. The server registers the
 * handler from it (server/lib/contract-routes.ts), the client calls it by its "METHOD /path" key with
 * types and no casts (client/src/lib/api.ts `callApi`), the OpenAPI document and /api/docs are built
 * from the list (server/lib/openapi.ts), and the authorization matrix reads who may call it.
 *
 * Dates in an answer are `isoDate` (./fields.ts): a Date on the server, an ISO string on the wire.
 */
import type { z } from "zod";

export type HttpMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

/** The one status a route answers when it succeeds (301: a redirect, the handler returning its Location). */
export type SuccessStatus = 200 | 201 | 202 | 204 | 301;

/**
 * What a route answers when not JSON. A text (`answer` a z.string(), which the helper sends as this
 * type in UTF-8), or with `streamed`, what the handler writes itself: bytes or a stream of events.
 */
export type AnswerMedia =
  | "text/html"
  | "text/plain"
  | "application/xml"
  | "application/atom+xml"
  | "application/rss+xml"
  | "text/event-stream"
  | "application/zip"
  | "image/webp";

/** The statuses a route may refuse with, besides the ones its input and access imply. */
export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 415 | 422 | 429 | 503;

/**
 * Who may call a route. The contract helper enforces "public", "member" and "moderator" itself
 * (server/middleware/auth.ts's guards, with their messages); "owner" (a route on the caller's own
 * user id) and "author-or-moderator" (an item its member author or a moderator may change) need a
 * login, which the helper checks, and the rest of the rule, which the handler checks.
 */
export type Access = "public" | "member" | "moderator" | "owner" | "author-or-moderator";

/** A route as defineRoute takes it. */
export interface RouteSpec {
  method: HttpMethod;
  /** The full path from the site's root, Express style: "/api/categories/:id". */
  path: `/${string}`;
  /** One line for /api/docs and the OpenAPI document: what the route does. */
  summary: string;
  access: Access;
  /** Every `:name` in the path, and nothing else. A value it refuses answers 404 (`notFound`), never 400. */
  params?: z.ZodObject;
  /** The query string; a value it refuses answers 400 naming the field. */
  query?: z.ZodType<object>;
  /** The JSON body; a value it refuses answers 400 naming each field. */
  body?: z.ZodType;
  status: SuccessStatus;
  /**
   * The answer's body (its output type is what the handler returns); null for none: a 204, a 301
   * (the handler returns the Location) and a streamed answer (the handler writes it).
   */
  answer: z.ZodType | null;
  /** A list answered a page at a time: `answer` is the array, the next page's URL is in the Link header. */
  paged?: true;
  /**
   * What the answer is, when not JSON: a text (a page for people, a feed, robots.txt), whose
   * refusals are plain text too (the message), or what a `streamed` handler writes. The handler
   * may set a Content-Type with more parameters itself (Prometheus's `version=`); it is kept.
   */
  media?: AnswerMedia;
  /**
   * The handler writes the answer itself (a file's bytes, a download, a stream of events) and the
   * helper sends nothing: `answer` is null and `media` names what it writes. It refuses in JSON,
   * as long as it has written nothing.
   */
  streamed?: true;
  /** The message of a 404 for a path param that names nothing (malformed or unknown). */
  notFound?: string;
  /** Refusals the route answers besides 400, 401, 403 and 404 above, with their messages. */
  errors?: Partial<Record<ErrorStatus, string>>;
}

/** The route's "METHOD /path": how appRoutes(app) lists it, and how the client names it. */
export type RouteKey<C extends Pick<RouteSpec, "method" | "path">> = `${C["method"]} ${C["path"]}`;

type OutputOf<S> = S extends z.ZodType ? z.output<S> : undefined;
type InputOf<S> = S extends z.ZodType ? z.input<S> : undefined;

/** What the server's handler reads: each part parsed by its schema (undefined where the route has none). */
export interface HandlerInput<C extends RouteSpec> {
  params: OutputOf<C["params"]>;
  query: OutputOf<C["query"]>;
  body: OutputOf<C["body"]>;
}

/** One page of a paged answer as a handler hands it over (server/lib/pagination.ts's Page). */
export interface AnswerPage<Item> {
  items: Item[];
  nextCursor?: string;
}

type ElementOf<A> = A extends readonly (infer Item)[] ? Item : never;

/**
 * What the handler returns: the answer's output (Dates as Dates), a page of it for a paged route,
 * nothing for a 204 or a streamed answer, and for a 301 the Location, or undefined to leave the
 * request to the routes after this one (an old address that did not move: the web client's page).
 */
export type HandlerAnswer<C extends RouteSpec> = C["streamed"] extends true
  ? void
  : C["status"] extends 301
    ? string | undefined
    : C["paged"] extends true
      ? AnswerPage<ElementOf<OutputOf<C["answer"]>>>
      : C["answer"] extends z.ZodType
        ? z.output<C["answer"]>
        : void;

/** The answer as JSON carries it and the client reads it (dates as ISO strings). */
export type WireAnswer<C extends RouteSpec> = InputOf<C["answer"]>;

/** One row of a paged answer as the client reads it. */
export type WireItem<C extends RouteSpec> = ElementOf<WireAnswer<C>>;

/**
 * A query as the client sends it: the fields and optionality of the schema's input (a field with a
 * default may be left out), each value of its output type (a coerced number is sent as a number).
 */
type ClientQuery<Q> = Q extends z.ZodType
  ? { [K in keyof z.input<Q>]: K extends keyof z.output<Q> ? z.output<Q>[K] : never }
  : undefined;

/** What the client passes to call a route: only the parts the route reads. */
export type ClientInput<C extends RouteSpec> = DropUndefined<{
  params: InputOf<C["params"]>;
  query: ClientQuery<C["query"]>;
  body: InputOf<C["body"]>;
}>;

type DropUndefined<T> = { [K in keyof T as T[K] extends undefined ? never : K]: T[K] };

const PATH_PARAM = /:([A-Za-z0-9_]+)/g;

/** The `:name`s of a path, in order. */
export function pathParamNames(path: string): string[] {
  return [...path.matchAll(PATH_PARAM)].map((match) => match[1]!);
}

/** The media a handler writes as a text (a stream of events); the other streamed media are bytes. */
export function isTextMedia(media: AnswerMedia): boolean {
  return media.startsWith("text/") || media.endsWith("xml");
}

/**
 * A route's contract, frozen. Throws at once (when the module loads) if `params` does not name
 * exactly the path's `:name`s, or an answer is there for a 204, a 301 or a streamed route (or
 * missing for another), or a paged route answers something else than an array, or a text route
 * something else than a string, or a streamed route does not say what it writes.
 */
export function defineRoute<const C extends RouteSpec>(spec: C): C {
  const inPath = pathParamNames(spec.path).sort();
  const inSchema = Object.keys(spec.params?.shape ?? {}).sort();
  const where = `${spec.method} ${spec.path}`;
  if (inPath.join() !== inSchema.join())
    throw new Error(
      `${where}: params names ${inSchema.join(", ") || "nothing"}, the path ${inPath.join(", ") || "nothing"}`,
    );
  const answersNothing = spec.status === 204 || spec.status === 301 || spec.streamed === true;
  if (answersNothing !== (spec.answer === null))
    throw new Error(`${where}: a 204, a 301 and a streamed route, and only these, answer null`);
  if (spec.paged && spec.answer?.def.type !== "array") throw new Error(`${where}: a paged route answers an array`);
  if (spec.media && !spec.streamed && spec.answer?.def.type !== "string")
    throw new Error(`${where}: a text answer (media ${spec.media}) is a string`);
  if (spec.streamed && (!spec.media || spec.status !== 200))
    throw new Error(`${where}: a streamed route answers 200 and names its media`);
  if (spec.status === 301 && (spec.media || spec.paged)) throw new Error(`${where}: a 301 answers only its Location`);
  return Object.freeze(spec);
}
