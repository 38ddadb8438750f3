/**
 * The handlers every content resource shares (list a page, create from a body, delete by id), so
 * each router only wires its own schema, repository and guards.
 */
import type { Request, RequestHandler } from "express";
import type { z } from "zod";
import type { ListQuery } from "@shared/api";
import { notFound } from "./http-error";
import { idParam } from "./id-param";
import { decodeCursor, sendPage, type Cursor, type Page } from "./pagination";
import { validate } from "./validate";
import { signedInViewer, viewerOf, type Viewer } from "./viewer";

/** The options a list handler passes on: the page, plus any filters its query schema adds. */
export type ListOptionsOf<S extends z.ZodType<ListQuery>, C = Cursor> = Omit<z.infer<S>, keyof ListQuery> & {
  limit: number;
  cursor?: C;
};

/** What a list handler reads besides the query. */
export interface ListHandlerOptions<C, P> {
  /**
   * Reads the path before the query (a malformed address is 404 before a bad query is 400); what it
   * returns is `list`'s third argument. It throws for an address that names nothing. Write its
   * parameter as `(req: Request)`: TypeScript then reads its result's type before typing `list`.
   */
  params?: (req: Request) => P;
  /** Decodes `?cursor=` for a list in another order than newest first (search's best first); decodeCursor by default. */
  decodeCursor?: (value: string | undefined) => C | undefined;
}

/** The one body of every list handler: read who asks and the path, then the query, then answer one page. */
function pageHandler<S extends z.ZodType<ListQuery>, C, P, V>(
  schema: S,
  readViewer: (req: Request) => V,
  list: (options: ListOptionsOf<S, C>, viewer: V, params: P) => Promise<Page<unknown>>,
  options: ListHandlerOptions<C, P>,
): RequestHandler {
  const decode = options.decodeCursor ?? (decodeCursor as unknown as (value: string | undefined) => C | undefined);
  return async (req, res) => {
    const viewer = readViewer(req);
    const params = options.params?.(req) as P;
    const { query } = validate(req, { query: schema });
    const { limit, cursor, ...filters } = query;
    sendPage(
      req,
      res,
      await list({ ...filters, limit, cursor: decode(cursor) } as ListOptionsOf<S, C>, viewer, params),
    );
  };
}

/**
 * GET: validates `?limit=&cursor=` (and any filters `schema` adds) and answers one page of `list`,
 * which gets the viewer (undefined for a guest) for lists whose rows depend on who asks.
 */
export function listHandler<S extends z.ZodType<ListQuery>, C = Cursor, P = undefined>(
  schema: S,
  list: (options: ListOptionsOf<S, C>, viewer: Viewer | undefined, params: NoInfer<P>) => Promise<Page<unknown>>,
  options: ListHandlerOptions<C, P> = {},
): RequestHandler {
  return pageHandler(schema, viewerOf, list, options);
}

/** listHandler for a list of one's own (behind requireAuth or requireModerator): `list` gets the signed-in viewer. */
export function signedInListHandler<S extends z.ZodType<ListQuery>, C = Cursor, P = undefined>(
  schema: S,
  list: (options: ListOptionsOf<S, C>, viewer: Viewer, params: NoInfer<P>) => Promise<Page<unknown>>,
  options: ListHandlerOptions<C, P> = {},
): RequestHandler {
  return pageHandler(schema, signedInViewer, list, options);
}

/** POST: validates the body with `schema` and answers 201 with the row `create` stored. */
export function createHandler<S extends z.ZodType>(
  schema: S,
  create: (body: z.infer<S>, req: Request) => Promise<unknown>,
): RequestHandler {
  return async (req, res) => {
    const { body } = validate(req, { body: schema });
    res.status(201).json(await create(body, req));
  };
}

/**
 * DELETE /:id: 404 with `notFoundMessage` for a malformed or unknown id, else 204. `afterDelete`
 * gets the deleted row, for what lives outside the table (a pet photo's stored files).
 */
export function deleteHandler<Row>(
  deleteById: (id: string) => Promise<Row | undefined>,
  notFoundMessage: string,
  afterDelete?: (row: Row) => Promise<void>,
): RequestHandler {
  return async (req, res) => {
    const row = await deleteById(idParam(req, notFoundMessage));
    if (row === undefined) throw notFound(notFoundMessage);
    await afterDelete?.(row);
    res.status(204).end();
  };
}
