import { describe, expect, it } from "vitest";
import { returnPathFromSearch, safeReturnPath, wayInHref } from "./return-path";

describe("safeReturnPath", () => {
  it.each([
    "/community/12",
    "/stories?category=loss",
    "/community/3#reply-9",
    "/pets-social",
    // Percent-encoded line breaks stay inside the path; they never reach a header.
    "/%0d%0aSet-Cookie:x",
  ])("keeps %s", (path) => {
    expect(safeReturnPath(path)).toBe(path);
  });

  it.each([
    undefined,
    null,
    "",
    "community",
    "https://evil.example/",
    "//evil.example/x",
    "/\\evil.example",
    "javascript:alert(1)",
    "/ok\u0000",
    "/a\\b",
    "/login",
    "/signup?next=/x",
    `/${"a".repeat(600)}`,
  ])("refuses %s", (raw) => {
    expect(safeReturnPath(raw)).toBe("/");
  });

  it("reads next from a search string", () => {
    expect(returnPathFromSearch("?next=%2Fcommunity%2F4")).toBe("/community/4");
    expect(returnPathFromSearch("?next=https%3A%2F%2Fevil.example")).toBe("/");
    expect(returnPathFromSearch("")).toBe("/");
  });

  it("builds the way in with a way back", () => {
    expect(wayInHref("/signup", "/community/4")).toBe("/signup?next=%2Fcommunity%2F4");
    expect(wayInHref("/login", "/")).toBe("/login");
    expect(wayInHref("/login", "//evil.example")).toBe("/login");
  });
});
