import { describe, expect, it } from "vitest";
import { pushNoticeOf, siteAddressOf } from "./push";

describe("a push message's notice", () => {
  it("reads the payload the server sends: title, body, url and an optional tag", () => {
    expect(pushNoticeOf({ title: "New reply", body: "Sam replied", url: "/community/4", tag: "reply-4" })).toEqual({
      title: "New reply",
      body: "Sam replied",
      url: "/community/4",
      tag: "reply-4",
    });
    expect(pushNoticeOf({ title: "New reply", body: "Sam replied", url: "/community/4" })).toEqual({
      title: "New reply",
      body: "Sam replied",
      url: "/community/4",
    });
  });

  it("shows nothing for a payload that is not a notice", () => {
    expect(pushNoticeOf(null)).toBeNull();
    expect(pushNoticeOf("hello")).toBeNull();
    expect(pushNoticeOf({ title: "No body", url: "/" })).toBeNull();
    expect(pushNoticeOf({ title: "t", body: "b", url: "/", tag: 4 })).toBeNull();
  });
});

describe("where tapping a notice leads", () => {
  const origin = "https://pawswell.example";

  it("opens the notice's page on this site", () => {
    expect(siteAddressOf("/community/4#reply-9", origin)).toBe(`${origin}/community/4#reply-9`);
    expect(siteAddressOf(`${origin}/messages`, origin)).toBe(`${origin}/messages`);
  });

  it("never opens another site, and opens the home page when the address is missing or broken", () => {
    expect(siteAddressOf("https://elsewhere.example/phish", origin)).toBe(`${origin}/`);
    expect(siteAddressOf("//elsewhere.example/x", origin)).toBe(`${origin}/`);
    expect(siteAddressOf(undefined, origin)).toBe(`${origin}/`);
    expect(siteAddressOf("http://[", origin)).toBe(`${origin}/`);
  });
});
