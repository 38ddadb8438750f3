import { describe, expect, it } from "vitest";
import { isConnectionFailure, sqlState } from "./database-errors";

/** drizzle's wrapper: no code of its own, the driver's error as its cause. */
const failedQuery = (query: string, cause: unknown) =>
  Object.assign(new Error(`Failed query: ${query}\nparams: `), { cause });

describe("isConnectionFailure", () => {
  it.each([
    ["a refused connection", Object.assign(new Error("connect ECONNREFUSED"), { code: "ECONNREFUSED" })],
    ["PostgreSQL shutting a backend down", Object.assign(new Error("terminating connection"), { code: "57P01" })],
    ["a connection dropped mid-query", failedQuery("select 1", new Error("Connection terminated unexpectedly"))],
    // A connection dropped inside a transaction: drizzle's rollback fails on the broken client.
    [
      "the rollback after a drop",
      failedQuery("rollback", new Error("Client has encountered a connection error and is not queryable")),
    ],
    [
      "a coded wrapper over an uncoded drop",
      Object.assign(failedQuery("rollback", new Error("Connection terminated unexpectedly")), { code: "XX000" }),
    ],
  ])("recognises %s (answered 503)", (_what, error) => {
    expect(isConnectionFailure(error)).toBe(true);
  });

  it.each([
    ["a unique violation", failedQuery("insert", Object.assign(new Error("duplicate key"), { code: "23505" }))],
    ["a plain bug", new TypeError("Cannot read properties of undefined")],
    ["a thrown string", "boom"],
    ["nothing", undefined],
  ])("leaves %s alone", (_what, error) => {
    expect(isConnectionFailure(error)).toBe(false);
  });

  it("still reads the SQLSTATE through drizzle's wrapper", () => {
    expect(sqlState(failedQuery("insert", Object.assign(new Error("duplicate key"), { code: "23505" })))).toBe("23505");
  });
});
