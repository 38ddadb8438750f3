import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";
import prettier from "eslint-config-prettier";

/*
 * Layer rules: each thing has one home (docs/decisions.md#one-home-per-thing). Each rule name below is
 * set by config objects whose file sets never overlap, because a later object replaces a rule's
 * options rather than adding to them. server/lint-rules.test.ts proves each rule fires.
 */

/** Tests and their support code may reach anywhere: they set up and inspect what runtime code hides. */
const TEST_FILES = ["**/*.test.ts", "**/*.test.tsx", "server/test/**", "client/src/test/**"];

const PROCESS_ENV_MESSAGE =
  "Read configuration through server/env.ts (parseEnv, or a small reader beside it): it is the only reader of process.env.";

const SQL_MESSAGE =
  "Table access lives in server/repositories/: call a repository function (add one there if none fits).";

// A drizzle query starts with one of these calls on the database or a transaction. Matching the
// receiver's name (`db`, `tx`, or `<anything>.db`) keeps Map#delete, Set#delete and the like clear.
const QUERY_METHODS =
  "select|selectDistinct|selectDistinctOn|insert|update|delete|execute|transaction|batch|with|\\$with|\\$count|refreshMaterializedView";
const databaseCallSelectors = [
  `CallExpression[callee.type='MemberExpression'][callee.property.name=/^(${QUERY_METHODS})$/][callee.object.name=/^(db|tx)$/]`,
  `CallExpression[callee.type='MemberExpression'][callee.property.name=/^(${QUERY_METHODS})$/][callee.object.property.name='db']`,
  "MemberExpression[property.name='query'][object.name=/^(db|tx)$/]",
  "MemberExpression[property.name='query'][object.property.name='db']",
].map((selector) => ({ selector, message: SQL_MESSAGE }));

// (e) One recipe per server chore (docs/decisions.md#one-home-per-thing): who is asking, an error's
// status, a path parameter. Each selector names the habit it replaces.
const VIEWER_MESSAGE =
  "Read the signed-in member with signedInViewer(req) (server/lib/viewer.ts): it answers 401 when nobody is, instead of asserting.";
const HTTP_ERROR_MESSAGE =
  "Throw the helper for the status (conflict(), notFound(), ... in server/lib/http-error.ts); add one there for a status that has none.";
const PATH_PARAM_MESSAGE =
  "Read path parameters with server/lib/id-param.ts (idParam, idParamMatching, pathParam), not String(req.params...).";
const viewerSelectors = [
  "TSNonNullExpression > MemberExpression.expression[object.name='req'][property.name='user']",
  "TSNonNullExpression > CallExpression.expression[callee.name='viewerOf']",
].map((selector) => ({ selector, message: VIEWER_MESSAGE }));
const pathParamSelectors = [
  "CallExpression[callee.name='String'] > MemberExpression[object.property.name='params']",
  "CallExpression[callee.name='String'] > MemberExpression[object.name='req'][property.name='params']",
].map((selector) => ({ selector, message: PATH_PARAM_MESSAGE }));
const httpErrorSelectors = [{ selector: "NewExpression[callee.name='HttpError']", message: HTTP_ERROR_MESSAGE }];
const serverRecipeSelectors = [...viewerSelectors, ...pathParamSelectors, ...httpErrorSelectors];

const REQUEST_FUNCTIONS = ["getJson", "getJsonOrNull", "sendJson", "getPage", "apiRequest"];
const CLIENT_API_MESSAGE =
  "Call the API through a feature's api.ts (client/src/features/<area>/api.ts); only it and lib/api.ts make requests.";
const ROUTE_KEY_MESSAGE =
  'Call a route by its contract key (callApi, callApiOrNull, callPage, apiUrl from lib/api.ts): "GET /api/posts/:id".';

export default tseslint.config(
  { ignores: ["dist", "data", "migrations", "node_modules", "playwright-report", "test-results", "coverage"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      "@typescript-eslint/no-explicit-any": "error",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
    },
  },
  {
    files: ["client/**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    rules: {
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "error",
    },
  },
  {
    // (a) Configuration is read once, in server/env.ts. Operator commands (server/cli) obey this too;
    // tools/, scripts/*.mjs and the browser tests are not server runtime and are outside server/.
    files: ["server/**/*.ts"],
    ignores: ["server/env.ts", ...TEST_FILES],
    rules: {
      "no-restricted-properties": ["error", { object: "process", property: "env", message: PROCESS_ENV_MESSAGE }],
      "no-restricted-imports": [
        "error",
        {
          paths: ["process", "node:process"].map((name) => ({
            name,
            importNames: ["env"],
            message: PROCESS_ENV_MESSAGE,
          })),
        },
      ],
    },
  },
  {
    // (c) One way to log: server/lib/logger.ts (pino: JSON lines with the request's id, secrets
    // redacted). Operator commands print for a person at a terminal, as does index.ts when the
    // configuration is wrong, before anything runs.
    files: ["server/**/*.ts"],
    ignores: ["server/cli/**", "server/index.ts", ...TEST_FILES],
    rules: { "no-console": "error" },
  },
  {
    // (b) SQL only in repositories: no query calls on a database handle, and no drizzle query
    // builders (eq, sql, ...) to build one with. Types from drizzle stay importable. db.ts opens,
    // migrates and pings the database, which is not table access. (e) The server's recipes hold here too.
    files: ["server/**/*.ts"],
    ignores: ["server/repositories/**", "server/db.ts", "server/lib/http-error.ts", ...TEST_FILES],
    rules: {
      "no-restricted-syntax": ["error", ...databaseCallSelectors, ...serverRecipeSelectors],
      "@typescript-eslint/no-restricted-imports": [
        "error",
        { patterns: [{ group: ["drizzle-orm", "drizzle-orm/*"], allowTypeImports: true, message: SQL_MESSAGE }] },
      ],
    },
  },
  {
    // (e) The server's recipes where table access is allowed.
    files: ["server/repositories/**/*.ts", "server/db.ts"],
    ignores: TEST_FILES,
    rules: { "no-restricted-syntax": ["error", ...serverRecipeSelectors] },
  },
  {
    // Exemption: http-error.ts defines the helpers, so it alone constructs HttpError.
    files: ["server/lib/http-error.ts"],
    rules: { "no-restricted-syntax": ["error", ...databaseCallSelectors, ...viewerSelectors, ...pathParamSelectors] },
  },
  {
    // Exemption: pagination.ts builds the keyset condition (a SQL fragment) that the repositories put
    // in their queries, beside the cursor codec the routes use; it runs no query itself.
    files: ["server/lib/pagination.ts"],
    rules: { "@typescript-eslint/no-restricted-imports": "off" },
  },
  {
    // Exemption: the one visibility rule (server/items/visibility.ts) is SQL conditions that every
    // repository puts in its queries, so no repository can write its own; it runs no query itself.
    files: ["server/items/visibility.ts"],
    rules: { "@typescript-eslint/no-restricted-imports": "off" },
  },
  {
    // (c) A repository is rows in, rows out: it never depends on the layers above it (not even their types).
    files: ["server/repositories/**/*.ts"],
    ignores: TEST_FILES,
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: [
                "**/services",
                "**/services/**",
                "**/routes",
                "**/routes.ts",
                "**/routes/**",
                "**/middleware",
                "**/middleware/**",
              ],
              message:
                "A repository never imports from services, routes or middleware: move the shared type or logic down (into the repository, lib/ or shared/).",
            },
          ],
        },
      ],
    },
  },
  {
    // (d) One data path in the client: only lib/api.ts and each feature's api.ts make requests.
    files: ["client/**/*.{ts,tsx}"],
    ignores: ["client/src/lib/api.ts", "client/src/features/*/api.ts", ...TEST_FILES],
    rules: {
      "no-restricted-globals": ["error", { name: "fetch", message: CLIENT_API_MESSAGE }],
      "no-restricted-properties": [
        "error",
        ...["window", "globalThis", "self"].map((object) => ({
          object,
          property: "fetch",
          message: CLIENT_API_MESSAGE,
        })),
      ],
      "no-restricted-imports": [
        "error",
        // Any module named api (@/lib/api, ../../lib/api, ./api): a feature's api.ts exports none of these names.
        { patterns: [{ regex: "(^|/)api(\\.ts)?$", importNames: REQUEST_FUNCTIONS, message: CLIENT_API_MESSAGE }] },
      ],
    },
  },
  {
    // (d) A feature's api.ts calls each route by its contract's key, typed by the contract: never a
    // URL with a type it asserts (getJson<T>), nor fetch.
    files: ["client/src/features/*/api.ts"],
    rules: {
      "no-restricted-globals": ["error", { name: "fetch", message: ROUTE_KEY_MESSAGE }],
      "no-restricted-imports": [
        "error",
        { patterns: [{ regex: "(^|/)api(\\.ts)?$", importNames: REQUEST_FUNCTIONS, message: ROUTE_KEY_MESSAGE }] },
      ],
    },
  },
  {
    // Exemption: the one paging hook is part of the API client. It reads the pages of a URL that a
    // feature's api.ts built (its Link header names the next), so it may call getPage; nothing else.
    files: ["client/src/lib/use-infinite-list.ts"],
    rules: { "no-restricted-imports": "off" },
  },
  // Formatting is Prettier's job (npm run format); this turns off the lint rules that would fight it.
  prettier,
);
