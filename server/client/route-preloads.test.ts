import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { ITEM_SCREENS, SCREEN_ACTIONS, screenOf } from "./route-preloads";

describe("screenOf", () => {
  it("names a list by its path and an item page by its route's pattern", () => {
    expect(screenOf("/")).toBe("/");
    expect(screenOf("/community")).toBe("/community");
    expect(screenOf("/community/")).toBe("/community");
    expect(screenOf("/community/0b3c")).toBe("/community/:id");
    expect(screenOf("/pets-social/photos/9")).toBe("/pets-social/photos/:id");
    expect(screenOf("/members/sam.jones")).toBe("/members/:username");
    expect(screenOf("/community/0b3c/replies")).toBe("/community/0b3c/replies");
  });

  it("lists every rendered item page of the app's routes, with the screen that route loads", () => {
    // The route table as written: `{ path, component: lazy(() => import("./pages/x-page")), serverRendered`, on one line or several.
    const routes = fs.readFileSync(new URL("../../client/src/routes.ts", import.meta.url), "utf8");
    const itemRoutes = [
      ...routes.matchAll(
        /\{\s*path: "([^"]+\/:[a-z]+)",\s*component: lazy\(\(\) => import\("\.\/pages\/([a-z-]+)-page"\)\),\s*serverRendered: true/g,
      ),
    ].map(([, path, screen]) => [path, screen]);
    expect(itemRoutes.length).toBeGreaterThan(0);
    expect(Object.entries(ITEM_SCREENS).sort()).toEqual(itemRoutes.sort());
  });
});

describe("SCREEN_ACTIONS", () => {
  it("names the source of each screen's main action as it is in the client, for screens the app has", () => {
    const routes = fs.readFileSync(new URL("../../client/src/routes.ts", import.meta.url), "utf8");
    for (const [screen, sources] of Object.entries(SCREEN_ACTIONS)) {
      expect(routes, screen).toContain(`{ path: "${screen}",`);
      for (const source of sources)
        expect(fs.existsSync(new URL(`../../client/${source}`, import.meta.url)), source).toBe(true);
    }
  });
});
