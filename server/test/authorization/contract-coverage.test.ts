/**
 * Every route the app registers has a contract (shared/contracts), and every contract a route:
 * the routers not yet converted are listed in NOT_YET_CONTRACTED, which only ever shrinks. Converting
 * a router (shared/contracts/README.md) takes its routes out of the list.
 */
import { describe, expect, it } from "vitest";
import { CONTRACTS } from "@shared/contracts";
import { useTestApp } from "../test-app";
import { appRoutes } from "./app-routes";

/** Routes whose routers are not converted yet. Only remove lines: a new route comes with its contract. */
const NOT_YET_CONTRACTED: readonly string[] = ["GET /readyz"];

describe("route contracts", () => {
  const ctx = useTestApp();

  it("covers every route of the app but the ones not yet converted, and names no route the app lacks", () => {
    const routes = appRoutes(ctx.app);
    const contracted = CONTRACTS.map(({ contract }) => `${contract.method} ${contract.path}`);
    const waiting = new Set(NOT_YET_CONTRACTED);
    expect(new Set(contracted).size, "two contracts for one route").toBe(contracted.length);
    expect
      .soft(
        routes.filter((route) => !contracted.includes(route) && !waiting.has(route)),
        "routes without a contract (add one in shared/contracts)",
      )
      .toEqual([]);
    expect
      .soft(
        contracted.filter((route) => !routes.includes(route)),
        "contracts without a route",
      )
      .toEqual([]);
    expect
      .soft(
        NOT_YET_CONTRACTED.filter((route) => contracted.includes(route) || !routes.includes(route)),
        "lines to take out of NOT_YET_CONTRACTED (contracted now, or gone)",
      )
      .toEqual([]);
  });
});
