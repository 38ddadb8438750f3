/**
 * The API described from its route contracts (shared/contracts/README.md): an OpenAPI 3.1 document,
 * and the same as a plain page for people (no script, so the site's CSP lets it through as is).
 * Schemas are Zod's own JSON Schema (draft 2020-12, which OpenAPI 3.1 uses), as the wire carries
 * them: dates as ISO strings, a body as it is sent.
 */
import { z } from "zod";
import { errorBodySchema } from "@shared/contracts/fields";
import { isTextMedia, pathParamNames, type RouteSpec } from "@shared/contracts/route-contract";
import { SESSION_COOKIE } from "../auth/session";

type JsonSchema = Record<string, unknown>;

/** What the document needs of each contract: the contract, and its area (the document's tag). */
export interface ListedContract {
  area: string;
  contract: RouteSpec;
}

const ACCESS_WORDS: Record<RouteSpec["access"], string> = {
  public: "Anyone",
  member: "Signed-in members",
  moderator: "Moderators",
  owner: "The signed-in member, on their own user id",
  "author-or-moderator": "Its member author, or a moderator",
};

const STATUS_WORDS: Record<number, string> = {
  200: "OK",
  201: "Created",
  202: "Accepted: the work goes on after the answer",
  204: "No content",
  301: "Moved permanently: the new address is in the Location header",
  400: "The request is wrong: `issues` names each field",
  401: "Nobody is signed in, or the session has ended",
  403: "Signed in, but not allowed",
  404: "Nothing there (or nothing the caller may see)",
  409: "Clashes with what is stored",
  413: "Too large",
  415: "Not a body type this route takes",
  422: "Well formed, but what it points at cannot be used",
  429: "Too many attempts: try again after Retry-After",
  503: "Busy or restarting: try again after Retry-After",
};

/** The wire's JSON Schema of `schema` (without its $schema line). */
export function jsonSchema(schema: z.ZodType): JsonSchema {
  const { $schema: _, ...rest } = z.toJSONSchema(schema, {
    target: "draft-2020-12",
    io: "input",
    unrepresentable: "any",
  }) as JsonSchema;
  return rest;
}

/** "/api/categories/:id" as OpenAPI writes it: "/api/categories/{id}". */
export function openApiPath(path: string): string {
  return path.replace(/:([A-Za-z0-9_]+)/g, "{$1}");
}

/** The statuses a route answers besides its success, with the message each gives where one is fixed. */
export function refusalsOf(contract: RouteSpec): Map<number, string> {
  const refusals = new Map<number, string>();
  if (contract.query || contract.body) refusals.set(400, STATUS_WORDS[400]!);
  if (contract.access !== "public") refusals.set(401, "Please log in to continue");
  if (contract.access === "moderator") refusals.set(403, "Only moderators can do that");
  if (contract.access === "owner" || contract.access === "author-or-moderator") refusals.set(403, STATUS_WORDS[403]!);
  if (contract.params) refusals.set(404, contract.notFound ?? "Not found");
  for (const [status, message] of Object.entries(contract.errors ?? {})) refusals.set(Number(status), message);
  return refusals;
}

function parameters(contract: RouteSpec): JsonSchema[] {
  const inPath = contract.params ? (jsonSchema(contract.params).properties as Record<string, JsonSchema>) : {};
  const query = contract.query ? jsonSchema(contract.query) : { properties: {} };
  const required = new Set((query.required as string[] | undefined) ?? []);
  return [
    ...pathParamNames(contract.path).map((name) => ({ name, in: "path", required: true, schema: inPath[name] ?? {} })),
    ...Object.entries((query.properties as Record<string, JsonSchema> | undefined) ?? {}).map(([name, schema]) => ({
      name,
      in: "query",
      required: required.has(name) && !("default" in schema),
      schema,
    })),
  ];
}

/** The success answer's body: JSON, a text of its media, or what a streamed handler writes (a text, or bytes). */
function successContent(contract: RouteSpec): JsonSchema | undefined {
  if (contract.streamed && contract.media) {
    const bytes = !isTextMedia(contract.media);
    return { [contract.media]: { schema: bytes ? { type: "string", format: "binary" } : { type: "string" } } };
  }
  const media = contract.media ?? "application/json";
  return contract.answer ? { [media]: { schema: jsonSchema(contract.answer) } } : undefined;
}

/** A refusal's body: the JSON error, or for a route that answers a text, the message as plain text. */
function refusalContent(contract: RouteSpec): JsonSchema {
  return contract.media && !contract.streamed
    ? { "text/plain": { schema: { type: "string" } } }
    : { "application/json": { schema: { $ref: "#/components/schemas/Error" } } };
}

function successHeaders(contract: RouteSpec): JsonSchema | undefined {
  if (contract.paged)
    return {
      Link: {
        description: 'The next page\'s URL, as `<…>; rel="next"`, while there is one',
        schema: { type: "string" },
      },
    };
  if (contract.status === 301)
    return { Location: { description: "The new address", required: true, schema: { type: "string" } } };
  return undefined;
}

function operation({ area, contract }: ListedContract): JsonSchema {
  const responses: Record<string, JsonSchema> = {};
  const content = successContent(contract);
  const headers = successHeaders(contract);
  responses[String(contract.status)] = {
    description: STATUS_WORDS[contract.status]!,
    ...(content ? { content } : {}),
    ...(headers ? { headers } : {}),
  };
  for (const [status, message] of refusalsOf(contract)) {
    responses[String(status)] = { description: message, content: refusalContent(contract) };
  }
  return {
    operationId: `${contract.method.toLowerCase()} ${contract.path}`,
    summary: contract.summary,
    description: `Who may call it: ${ACCESS_WORDS[contract.access]}.`,
    tags: [area],
    "x-access": contract.access,
    ...(contract.access === "public" ? {} : { security: [{ session: [] }] }),
    parameters: parameters(contract),
    ...(contract.body
      ? { requestBody: { required: true, content: { "application/json": { schema: jsonSchema(contract.body) } } } }
      : {}),
    responses,
  };
}

export type OpenApiDocument = {
  openapi: string;
  info: { title: string; version: string; description: string };
  paths: Record<string, Record<string, JsonSchema>>;
  [field: string]: unknown;
};

/** The OpenAPI 3.1 document of `contracts`. */
export function openApiDocument(contracts: readonly ListedContract[], version: string): OpenApiDocument {
  const paths: Record<string, Record<string, JsonSchema>> = {};
  for (const listed of contracts) {
    const path = (paths[openApiPath(listed.contract.path)] ??= {});
    path[listed.contract.method.toLowerCase()] = operation(listed);
  }
  return {
    openapi: "3.1.0",
    info: {
      title: "PawsWell API",
      version,
      description: "The routes described by their contracts (shared/contracts). Answers are JSON unless said.",
    },
    tags: [...new Set(contracts.map((listed) => listed.area))].map((name) => ({ name })),
    paths,
    components: {
      schemas: { Error: jsonSchema(errorBodySchema) },
      securitySchemes: { session: { type: "apiKey", in: "cookie", name: SESSION_COOKIE } },
    },
  };
}

// ---- The page for people.

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** A schema's type in a few words: "string (uuid)", "array of object", "one of: a, b". */
function typeWords(schema: JsonSchema): string {
  if (Array.isArray(schema.enum)) return `one of: ${schema.enum.join(", ")}`;
  if (Array.isArray(schema.anyOf)) return (schema.anyOf as JsonSchema[]).map(typeWords).join(" or ");
  const type = Array.isArray(schema.type) ? schema.type.join(" or ") : String(schema.type ?? "any");
  if (type === "array" && schema.items) return `array of ${typeWords(schema.items as JsonSchema)}`;
  return typeof schema.format === "string" ? `${type} (${schema.format})` : type;
}

/** A table of an object schema's fields, or a line naming its type. */
function fieldsHtml(title: string, schema: JsonSchema | undefined): string {
  if (!schema) return "";
  const target = schema.type === "array" && schema.items ? (schema.items as JsonSchema) : schema;
  const properties = target.properties as Record<string, JsonSchema> | undefined;
  const heading = `<h4>${escapeHtml(title)}${target === schema ? "" : " (a list of)"}</h4>`;
  if (!properties) return `${heading}<p>${escapeHtml(typeWords(schema))}</p>`;
  const required = new Set((target.required as string[] | undefined) ?? []);
  const rows = Object.entries(properties)
    .map(
      ([name, field]) =>
        `<tr><td><code>${escapeHtml(name)}</code></td><td>${escapeHtml(typeWords(field))}</td><td>${required.has(name) ? "required" : "optional"}</td></tr>`,
    )
    .join("");
  return `${heading}<table><thead><tr><th>Field</th><th>Type</th><th></th></tr></thead><tbody>${rows}</tbody></table>`;
}

/** The success answer in a few words, where it is not a JSON body's fields. */
function answerHeading(contract: RouteSpec): string | undefined {
  if (contract.status === 301) return "Answer: 301, a redirect to the Location header's address";
  if (contract.streamed) return `Answer: ${contract.status}, ${contract.media} the route writes as it goes`;
  if (contract.media) return `Answer: ${contract.status}, ${contract.media} (text)`;
  if (!contract.answer) return `Answer: ${contract.status}, no body`;
  return undefined;
}

function routeHtml({ contract }: ListedContract): string {
  const refusals = [...refusalsOf(contract)]
    .map(([status, message]) => `<li>${status}: ${escapeHtml(message)}</li>`)
    .join("");
  return `<section id="${escapeHtml(`${contract.method}-${contract.path}`)}">
<h3><span class="method">${contract.method}</span> <code>${escapeHtml(contract.path)}</code></h3>
<p>${escapeHtml(contract.summary)}. <strong>Who:</strong> ${escapeHtml(ACCESS_WORDS[contract.access])}.</p>
${fieldsHtml("Path", contract.params && jsonSchema(contract.params))}
${fieldsHtml("Query", contract.query && jsonSchema(contract.query))}
${fieldsHtml("Body (JSON)", contract.body && jsonSchema(contract.body))}
${answerHtml(contract)}
${refusals ? `<h4>Refusals</h4><ul>${refusals}</ul>` : ""}
</section>`;
}

function answerHtml(contract: RouteSpec): string {
  const heading = answerHeading(contract);
  if (heading !== undefined || !contract.answer) return `<h4>${escapeHtml(heading ?? "")}</h4>`;
  return fieldsHtml(
    `Answer: ${contract.status}${contract.paged ? ", a page (next in the Link header)" : ""}`,
    jsonSchema(contract.answer),
  );
}

/** The API as one page: each route with its method, path, who may call it, input and answer. */
export function apiDocsPage(contracts: readonly ListedContract[]): string {
  const areas = [...new Set(contracts.map((listed) => listed.area))];
  const body = areas
    .map(
      (area) =>
        `<h2>${escapeHtml(area)}</h2>${contracts
          .filter((listed) => listed.area === area)
          .map(routeHtml)
          .join("\n")}`,
    )
    .join("\n");
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>PawsWell API</title>
<style>
body { font-family: system-ui, sans-serif; max-width: 60rem; margin: 2rem auto; padding: 0 1rem; line-height: 1.5; color: #1f2937; }
h2 { border-bottom: 1px solid #d1d5db; margin-top: 2.5rem; text-transform: capitalize; }
h3 { margin-bottom: 0.25rem; }
.method { display: inline-block; min-width: 4.5rem; font-size: 0.85em; color: #075985; }
table { border-collapse: collapse; margin: 0.25rem 0 1rem; }
th, td { text-align: left; padding: 0.2rem 0.75rem 0.2rem 0; vertical-align: top; }
th { font-weight: 600; border-bottom: 1px solid #e5e7eb; }
h4 { margin: 0.75rem 0 0.25rem; font-size: 0.95rem; }
</style>
</head>
<body>
<h1>PawsWell API</h1>
<p>Each route below is described by its contract. The same in OpenAPI 3.1: <a href="/api/openapi.json">/api/openapi.json</a>. Errors answer JSON <code>{ message, issues?, code? }</code>.</p>
${body}
</body>
</html>
`;
}
