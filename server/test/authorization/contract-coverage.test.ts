/**
 * Every route the app registers has a contract (shared/contracts), and every contract a route: a
 * new route comes with its contract (shared/contracts/README.md).
 */
import { describe, expect, it } from "vitest";
import { CONTRACTS } from "@shared/contracts";
import { useTestApp } from "../test-app";
import { appRoutes } from "./app-routes";

describe("route contracts", () => {
  const ctx = useTestApp();

  it("covers every route of the app, and names no route the app lacks", () => {
    const routes = appRoutes(ctx.app);
    const contracted = CONTRACTS.map(({ contract }) => `${contract.method} ${contract.path}`);
    expect(new Set(contracted).size, "two contracts for one route").toBe(contracted.length);
    expect
      .soft(
        routes.filter((route) => !contracted.includes(route)),
        "routes without a contract (add one in shared/contracts)",
      )
      .toEqual([]);
    expect
      .soft(
        contracted.filter((route) => !routes.includes(route)),
        "contracts without a route",
      )
      .toEqual([]);
  });
});
