/**
 * A page render's API reads, answered inside the process (docs/decisions.md#server-rendered-pages):
 * each goes through the app's own routers (the same guards, contract handlers and visibility rules
 * as a browser's request), as a request made in memory: no socket, no HTTP parsing, no compression,
 * and no second read of the session, since the viewer is resolved once, from the page's own
 * request, and each API read carries it.
 */
import express, {
  Router,
  type Application,
  type Express,
  type Request,
  type RequestHandler,
  type Response,
} from "express";
import { IncomingMessage, ServerResponse } from "node:http";
import type { Socket } from "node:net";
import type { ApiTransport } from "../../client/src/lib/api";
import { errorHandler } from "../middleware/error-handler";

/** Who a page is rendered for: what the session middleware found on the page's own request. */
export interface Viewer {
  user?: Express.User;
  /** REQUIRE_MODERATOR_2FA's mark (middleware/moderator-two-factor.ts): the user is already read as a member. */
  isModeratorWithoutTwoFactor?: boolean;
}

export interface InProcessApi {
  /** Runs the session middleware once on the page's request: who is reading it. */
  viewerOf(req: Request, res: Response): Promise<Viewer>;
  /** The app's API reads for one page, as `viewer`; anything but a GET under /api is refused. */
  transportFor(
    viewer: Viewer,
    request: { remoteAddress?: string; userAgent?: string; signal?: AbortSignal },
  ): ApiTransport;
}

export interface InProcessApiOptions {
  /** Every router of the app (server/routes.ts appRouter): the API answers from these. */
  routes: RequestHandler;
  /** The session middleware and what marks the user (app.ts): run once per page. */
  whoIsAsking: RequestHandler[];
  /** The app whose settings (query parser, trust proxy, env) the in-process API shares. */
  app: Express;
}

const SHARED_SETTINGS = ["query parser", "trust proxy", "env", "json spaces"] as const;

export function inProcessApi({ routes, whoIsAsking, app }: InProcessApiOptions): InProcessApi {
  // Its own Express app over the same routers: Express gives every request and answer its methods
  // (req.get, res.json) only inside an app, and this one has none of the outer app's steps for a
  // request from outside (logs, security headers, the anonymous cache, compression).
  const api = express();
  api.disable("x-powered-by");
  for (const name of SHARED_SETTINGS) api.set(name, app.get(name) as unknown);
  // Nobody revalidates an in-process answer: hashing each body for an ETag would be work for nothing.
  api.set("etag", false);
  api.use(routes);
  api.use(errorHandler);
  const resolveViewer = Router().use(...whoIsAsking);

  return {
    async viewerOf(req, res) {
      await new Promise<void>((resolve, reject) => {
        void resolveViewer(req, res, (error?: unknown) => (error ? reject(error as Error) : resolve()));
      });
      return { user: req.user, isModeratorWithoutTwoFactor: req.isModeratorWithoutTwoFactor };
    },

    transportFor(viewer, { remoteAddress, userAgent, signal }) {
      return async (url, init) => {
        if ((init.method ?? "GET") !== "GET" || !url.startsWith("/api/"))
          throw new Error(`A page render may only read the API, not ${init.method} ${url}`);
        const signals = [init.signal, signal].filter((each): each is AbortSignal => Boolean(each));
        return answerInProcess(api, {
          url,
          viewer,
          remoteAddress,
          // No cookie: the session middleware lets a cookieless read through untouched, and the
          // viewer it found on the page's request is on the request already.
          headers: userAgent ? { "user-agent": userAgent } : {},
          signal: signals.length > 0 ? AbortSignal.any(signals) : undefined,
        });
      };
    },
  };
}

/**
 * One GET answered by `api` in memory: a request and an answer of Node's own classes, on no
 * socket, whose written bytes are collected instead of sent; resolves when the route ends it.
 */
function answerInProcess(
  api: Express,
  request: {
    url: string;
    viewer: Viewer;
    remoteAddress?: string;
    headers: Record<string, string>;
    signal?: AbortSignal;
  },
): Promise<globalThis.Response> {
  return new Promise((resolve, reject) => {
    if (request.signal?.aborted) {
      reject(request.signal.reason as Error);
      return;
    }
    // What Express reads of a connection: the reader's address (req.ip) and that it is not TLS.
    const connection = { remoteAddress: request.remoteAddress, encrypted: false } as unknown as Socket;
    const req = new IncomingMessage(connection);
    req.method = "GET";
    req.url = request.url;
    req.headers = request.headers;
    req.push(null);
    const withViewer = req as Request;
    withViewer.user = request.viewer.user;
    if (request.viewer.isModeratorWithoutTwoFactor) withViewer.isModeratorWithoutTwoFactor = true;

    const res = new ServerResponse(req);
    const chunks: Buffer[] = [];
    const collect = (chunk: unknown, encoding?: unknown) => {
      if (typeof chunk === "string")
        chunks.push(Buffer.from(chunk, typeof encoding === "string" ? (encoding as BufferEncoding) : "utf8"));
      else if (chunk instanceof Uint8Array) chunks.push(Buffer.from(chunk));
    };
    const stop = () => reject(request.signal?.reason as Error);
    request.signal?.addEventListener("abort", stop, { once: true });
    res.write = ((chunk: unknown, encoding?: unknown) => {
      collect(chunk, encoding);
      return true;
    }) as typeof res.write;
    res.end = ((chunk?: unknown, encoding?: unknown) => {
      if (typeof chunk !== "function") collect(chunk, encoding);
      request.signal?.removeEventListener("abort", stop);
      resolve(answerOf(res, Buffer.concat(chunks)));
      res.emit("finish");
      return res;
    }) as typeof res.end;
    api(withViewer, res as unknown as Response, (error?: unknown) =>
      reject(error instanceof Error ? error : new Error(`No route answered ${request.url}`)),
    );
  });
}

/** The fetch Response the app's API client reads (client/src/lib/api.ts). */
function answerOf(res: ServerResponse, body: Buffer): globalThis.Response {
  const headers = new Headers();
  for (const [name, value] of Object.entries(res.getHeaders())) {
    if (value === undefined) continue;
    for (const each of Array.isArray(value) ? value : [String(value)]) headers.append(name, each);
  }
  const hasBody = res.statusCode !== 204 && res.statusCode !== 304;
  return new globalThis.Response(hasBody ? new Uint8Array(body) : null, { status: res.statusCode, headers });
}

/** Where the app keeps its in-process API for the page renderer (it reads the app a page request came to). */
const APP_LOCAL = "inProcessApi";

export function keepInProcessApi(app: Application, api: InProcessApi): void {
  (app.locals as Record<string, unknown>)[APP_LOCAL] = api;
}

export function inProcessApiOf(app: Application): InProcessApi {
  const api = (app.locals as Record<string, unknown>)[APP_LOCAL] as InProcessApi | undefined;
  if (!api) throw new Error("This app has no in-process API (server/app.ts keeps one)");
  return api;
}
