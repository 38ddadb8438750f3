import { describe, expect, it } from "vitest";
import { recordScreen, recordVisit } from "./visits";

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
  };
}

describe("counting visits and screens", () => {
  it("counts a visit once per tab session, and keeps the total across sessions", () => {
    const local = memoryStorage();
    const firstTab = memoryStorage();
    expect(recordVisit(local, firstTab)).toBe(1);
    expect(recordVisit(local, firstTab)).toBe(1);
    expect(recordVisit(local, memoryStorage())).toBe(2);
  });

  it("reads a damaged total as no visits", () => {
    const local = memoryStorage();
    local.setItem("pawswell.visits", "lots");
    expect(recordVisit(local, memoryStorage())).toBe(1);
  });

  it("counts each new screen of the visit, not the same screen drawn again", () => {
    const session = memoryStorage();
    expect(recordScreen(session, "/")).toBe(1);
    expect(recordScreen(session, "/")).toBe(1);
    expect(recordScreen(session, "/community")).toBe(2);
    expect(recordScreen(session, "/")).toBe(3);
  });
});
