import { describe, expect, it } from "vitest";
import {
  ENTRY_KEY_FIELD,
  MAX_POSITIONS,
  POSITIONS_STORAGE_KEY,
  entryKeyOf,
  newEntryKey,
  parsePositions,
  readStoredPositions,
  rememberPosition,
  serializePositions,
  storePositions,
  withEntryKey,
  type ScrollPositions,
} from "./scroll-positions";

describe("entry keys in history.state", () => {
  it("reads a key only from a plain object's own field", () => {
    expect(entryKeyOf({ [ENTRY_KEY_FIELD]: "k1", other: 1 })).toBe("k1");
    expect(entryKeyOf(null)).toBeNull();
    expect(entryKeyOf(undefined)).toBeNull();
    expect(entryKeyOf("k1")).toBeNull();
    expect(entryKeyOf({ [ENTRY_KEY_FIELD]: 7 })).toBeNull();
    expect(entryKeyOf({ [ENTRY_KEY_FIELD]: "" })).toBeNull();
    expect(entryKeyOf([{ [ENTRY_KEY_FIELD]: "k1" }])).toBeNull();
  });

  it("adds a key beside what the state holds, and never changes a state that cannot carry one", () => {
    expect(withEntryKey(null, "k1")).toEqual({ [ENTRY_KEY_FIELD]: "k1" });
    expect(withEntryKey(undefined, "k1")).toEqual({ [ENTRY_KEY_FIELD]: "k1" });
    const state = { from: "/community", nested: { a: 1 } };
    expect(withEntryKey(state, "k1")).toEqual({ from: "/community", nested: { a: 1 }, [ENTRY_KEY_FIELD]: "k1" });
    expect(state).toEqual({ from: "/community", nested: { a: 1 } });
    expect(withEntryKey("a string", "k1")).toBeNull();
    expect(withEntryKey(42, "k1")).toBeNull();
    expect(withEntryKey(["a"], "k1")).toBeNull();
  });

  it("makes a different key each time", () => {
    const keys = new Set(Array.from({ length: 200 }, newEntryKey));
    expect(keys.size).toBe(200);
  });
});

describe("the remembered positions", () => {
  it("keeps the newest, moving a key seen again to the newest place", () => {
    const positions: ScrollPositions = new Map();
    rememberPosition(positions, "a", 10, 3);
    rememberPosition(positions, "b", 20, 3);
    rememberPosition(positions, "c", 30, 3);
    rememberPosition(positions, "a", 11, 3);
    rememberPosition(positions, "d", 40, 3);
    expect([...positions]).toEqual([
      ["c", 30],
      ["a", 11],
      ["d", 40],
    ]);
  });

  it("keeps at most MAX_POSITIONS by default, whole pixels and never below zero", () => {
    const positions: ScrollPositions = new Map();
    for (let index = 0; index < MAX_POSITIONS + 20; index += 1) rememberPosition(positions, `k${index}`, index + 0.6);
    expect(positions.size).toBe(MAX_POSITIONS);
    expect(positions.has("k0")).toBe(false);
    expect(positions.get(`k${MAX_POSITIONS + 19}`)).toBe(MAX_POSITIONS + 20);
    rememberPosition(positions, "negative", -30);
    expect(positions.get("negative")).toBe(0);
  });

  it("round-trips through text, and reads anything malformed as nothing or skips it", () => {
    const positions: ScrollPositions = new Map([
      ["a", 1200],
      ["b", 0],
    ]);
    expect([...parsePositions(serializePositions(positions))]).toEqual([...positions]);
    expect(parsePositions(null).size).toBe(0);
    expect(parsePositions("not json").size).toBe(0);
    expect(parsePositions('{"a":1}').size).toBe(0);
    expect([...parsePositions('[["a",5],["b","x"],[1,2],["c"],["d",null],["e",7]]')]).toEqual([
      ["a", 5],
      ["e", 7],
    ]);
  });

  it("reads back at most the limit from a long stored list", () => {
    const text = JSON.stringify(Array.from({ length: 80 }, (_, index) => [`k${index}`, index]));
    const positions = parsePositions(text);
    expect(positions.size).toBe(MAX_POSITIONS);
    expect(positions.has("k79")).toBe(true);
    expect(positions.has("k29")).toBe(false);
  });

  it("stores in and reads from session storage; a storage that throws costs nothing but the memory", () => {
    sessionStorage.removeItem(POSITIONS_STORAGE_KEY);
    storePositions(sessionStorage, new Map([["a", 300]]));
    expect([...readStoredPositions(sessionStorage)]).toEqual([["a", 300]]);
    sessionStorage.removeItem(POSITIONS_STORAGE_KEY);

    const broken = {
      getItem: () => {
        throw new Error("denied");
      },
      setItem: () => {
        throw new Error("full");
      },
    } as unknown as Storage;
    expect(() => storePositions(broken, new Map([["a", 1]]))).not.toThrow();
    expect(readStoredPositions(broken).size).toBe(0);
    expect(readStoredPositions(null).size).toBe(0);
  });
});
