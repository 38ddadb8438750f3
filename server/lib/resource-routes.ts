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

/** The options a list handler passes on: the page, plus any filters its query schema adds. */
export type ListOptionsOf<S extends z.ZodType<ListQuery>> = Omit<z.infer<S>, keyof ListQuery> & {
  limit: number;
  cursor?: Cursor;
};

/** GET: validates `?limit=&cursor=` (and any filters `schema` adds) and answers one page of `list`. */
export function listHandler<S extends z.ZodType<ListQuery>>(
  schema: S,
  list: (options: ListOptionsOf<S>) => Promise<Page<unknown>>,
): RequestHandler {
  return async (req, res) => {
    const { query } = validate(req, { query: schema });
    const { limit, cursor, ...filters } = query;
    sendPage(req, res, await list({ ...filters, limit, cursor: decodeCursor(cursor) } as ListOptionsOf<S>));
  };
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
