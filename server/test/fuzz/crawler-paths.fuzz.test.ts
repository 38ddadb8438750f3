/**
 * Fuzzes what crawlers and feed readers fetch: sitemap page names, feed categories, and junk
 * query strings and Host headers on every one: never a 5xx, and a refused request writes nothing.
 */
import fc from "fast-check";
import request from "supertest";
import { beforeAll, describe, expect, it } from "vitest";
import { POST_CATEGORIES, optionValues } from "@shared/constants";
import { FEED_PATHS } from "@shared/feed-paths";
import { posts } from "@shared/schema";
import { SITEMAP_ITEM_KINDS } from "../../services/sitemap";
import { useTestApp } from "../test-app";
import { idSegment, nastyString, percentEncode, queryStringFor, queryValue } from "./arbitraries";
import { FUZZ_LIMITS, expectSafeAnswer, fuzzParameters, fuzzTimeout } from "./fuzz-harness";

const KINDS = ["pages", ...Object.keys(SITEMAP_ITEM_KINDS), "members", "users", ""];

/** Sitemap page names: real kinds with odd numbers, odd kinds with real numbers, and garbage. */
const sitemapName = fc.oneof(
  fc
    .tuple(
      fc.constantFrom(...KINDS),
      fc.oneof(
        fc.integer({ min: -5, max: 5 }).map(String),
        fc.constantFrom("01", "1.5", "1e3", "9999999999", "99999999999999999999", "0x1", ""),
        queryValue,
      ),
    )
    .map(([kind, page]) => percentEncode(`${kind}-${page}`)),
  idSegment,
);

/** Feed categories: the real ones (the sensitive ones among them), in odd cases, and garbage. */
const category = fc.oneof(
  fc.constantFrom(...optionValues(POST_CATEGORIES)),
  fc.constantFrom(...optionValues(POST_CATEGORIES)).map((value) => value.toUpperCase()),
  nastyString.filter((value) => value !== "" && value !== "." && value !== "..").map(percentEncode),
  idSegment,
);

/** What a Host header may carry (Node refuses to send anything else). */
const host = fc.oneof(
  fc.constantFrom("pawswell.test", "127.0.0.1:1", "[::1]", "a".repeat(300), "evil.example/<x>", "x&y"),
  fc.string({ maxLength: 40 }).filter((text) => /^[\x21-\x7e]+$/.test(text)),
);

const paths = fc.oneof(
  fc.constantFrom("/robots.txt", "/sitemap.xml", FEED_PATHS.blog.rss, FEED_PATHS.blog.atom),
  fc.constantFrom(FEED_PATHS.stories.rss, FEED_PATHS.stories.atom),
  sitemapName.map((name) => `/sitemaps/${name}.xml`),
  fc
    .tuple(category, fc.constantFrom("rss", "atom") as fc.Arbitrary<"rss" | "atom">)
    .map(([value, format]) => FEED_PATHS.community(value)[format]),
);

describe("fuzzing the sitemap and feed addresses", () => {
  const ctx = useTestApp({ limits: { ...FUZZ_LIMITS, sitemapPageSize: 2 } });

  beforeAll(async () => {
    // A few posts, so pages and feeds have rows (and a second sitemap page).
    for (const title of ["one", "two", "three"]) {
      await ctx.database.db
        .insert(posts)
        .values({ title, content: "Text", author: "someone", category: "general-wellness" });
    }
  });

  it(
    "GET robots.txt, the sitemap and its pages, and every feed: never a 5xx, and a refusal writes nothing",
    async () => {
      await fc.assert(
        fc.asyncProperty(paths, queryStringFor({ page: queryValue }), host, async (path, query, hostName) => {
          const url = query ? `${path}?${query}` : path;
          const res = await expectSafeAnswer(ctx.database.db, `GET ${url} (Host ${hostName})`, () =>
            request(ctx.app).get(url).set("Host", hostName),
          );
          // A page or feed that is not there says so, never as the web client's page.
          if (res.status === 404 && !res.headers["content-type"]?.startsWith("application/json")) {
            expect(res.text).toBe("Not found");
          }
        }),
        fuzzParameters(),
      );
      expect((await request(ctx.app).get("/sitemaps/posts-2.xml")).status).toBe(200);
    },
    fuzzTimeout(),
  );
});
