/** The API's own description: the OpenAPI document built from the contracts, and a page for people. */
import { z } from "zod";
import { defineRoute } from "./route-contract";

export const openApiContract = {
  document: defineRoute({
    method: "GET",
    path: "/api/openapi.json",
    summary: "This API as an OpenAPI 3.1 document, built from the route contracts",
    access: "public",
    status: 200,
    answer: z.looseObject({
      openapi: z.string(),
      info: z.looseObject({ title: z.string(), version: z.string() }),
      paths: z.record(z.string(), z.unknown()),
    }),
  }),
  page: defineRoute({
    method: "GET",
    path: "/api/docs",
    summary: "This API as a page to read: each route's method, path, access, input and answer",
    access: "public",
    status: 200,
    answer: z.string(),
    media: "text/html",
  }),
};
