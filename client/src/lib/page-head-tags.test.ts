import { describe, expect, it } from "vitest";
import {
  defaultPageHead,
  descriptionOf,
  feedLinks,
  headTags,
  headTagsHtml,
  notFoundPageHead,
  type HeadTag,
  type PageHeadData,
} from "./page-head-tags";

const SITE = "https://pawswell.example";

const STORY: PageHeadData = {
  title: "Biscuit came home",
  description: "Four houses down, under a hedge.",
  path: "/stories/abc",
  type: "article",
};

const find = (tags: HeadTag[], attribute: string, value: string) =>
  tags.filter((tag) => tag.attrs[attribute] === value);
const contentOf = (tags: HeadTag[], attribute: string, value: string) => find(tags, attribute, value)[0]?.attrs.content;

describe("headTags", () => {
  it("names the page, describes it and points at its canonical address, for search and link previews", () => {
    const tags = headTags(STORY, SITE);
    expect(tags[0]).toEqual({ tag: "title", attrs: { "data-page-head": "" }, text: "Biscuit came home | PawsWell" });
    expect(contentOf(tags, "name", "description")).toBe(STORY.description);
    expect(find(tags, "rel", "canonical")[0]?.attrs.href).toBe("https://pawswell.example/stories/abc");
    expect(contentOf(tags, "property", "og:title")).toBe("Biscuit came home");
    expect(contentOf(tags, "property", "og:description")).toBe(STORY.description);
    expect(contentOf(tags, "property", "og:url")).toBe("https://pawswell.example/stories/abc");
    expect(contentOf(tags, "property", "og:type")).toBe("article");
    expect(contentOf(tags, "property", "og:site_name")).toBe("PawsWell");
    expect(contentOf(tags, "property", "og:locale")).toBe("en_US");
    expect(contentOf(tags, "name", "twitter:card")).toBe("summary_large_image");
    expect(contentOf(tags, "name", "twitter:title")).toBe("Biscuit came home");
    expect(contentOf(tags, "name", "twitter:description")).toBe(STORY.description);
    expect(find(tags, "name", "robots")).toEqual([]);
    // Every tag is marked, so the browser replaces exactly them.
    expect(tags.every((tag) => tag.attrs["data-page-head"] === "")).toBe(true);
  });

  it("shows the site card, with its size, when the page has no picture of its own", () => {
    const tags = headTags(STORY, SITE);
    expect(contentOf(tags, "property", "og:image")).toBe("https://pawswell.example/social-card.png");
    expect(contentOf(tags, "property", "og:image:width")).toBe("1200");
    expect(contentOf(tags, "property", "og:image:height")).toBe("630");
    expect(contentOf(tags, "property", "og:image:alt")).toMatch(/^PawsWell: /);
    expect(contentOf(tags, "name", "twitter:image")).toBe("https://pawswell.example/social-card.png");
  });

  it("makes a page's own picture absolute, and leaves an absolute one and an unknown size alone", () => {
    const uploaded = headTags({ ...STORY, image: { url: "/objects/uploads/a.webp", alt: "Miso asleep" } }, SITE);
    expect(contentOf(uploaded, "property", "og:image")).toBe("https://pawswell.example/objects/uploads/a.webp");
    expect(contentOf(uploaded, "name", "twitter:image:alt")).toBe("Miso asleep");
    expect(find(uploaded, "property", "og:image:width")).toEqual([]);
    const outside = headTags({ ...STORY, image: { url: "https://img.example.org/walk.jpg", alt: "" } }, SITE);
    expect(contentOf(outside, "property", "og:image")).toBe("https://img.example.org/walk.jpg");
  });

  it("says just PawsWell on the home page", () => {
    const tags = headTags(defaultPageHead("/"), SITE);
    expect(tags[0]?.text).toBe("PawsWell");
    expect(contentOf(tags, "property", "og:title")).toBe("PawsWell");
    expect(find(tags, "rel", "canonical")[0]?.attrs.href).toBe("https://pawswell.example/");
  });

  it("asks search engines to leave out a noindex page, and a not-found one, which names no canonical page", () => {
    expect(contentOf(headTags({ ...STORY, noindex: true }, SITE), "name", "robots")).toBe("noindex");
    const notFound = headTags(notFoundPageHead("/stories/gone"), SITE);
    expect(notFound[0]?.text).toBe("Page not found | PawsWell");
    expect(find(notFound, "name", "robots")).toHaveLength(1);
    expect(contentOf(notFound, "name", "robots")).toBe("noindex");
    expect(find(notFound, "rel", "canonical")).toEqual([]);
  });

  it("links the page's feeds, absolute", () => {
    const tags = headTags(
      { ...STORY, feeds: feedLinks("PawsWell stories", { rss: "/feeds/s.rss", atom: "/feeds/s.atom" }) },
      SITE,
    );
    expect(find(tags, "rel", "alternate").map((tag) => tag.attrs)).toEqual([
      {
        rel: "alternate",
        type: "application/rss+xml",
        title: "PawsWell stories (RSS)",
        href: "https://pawswell.example/feeds/s.rss",
        "data-page-head": "",
      },
      {
        rel: "alternate",
        type: "application/atom+xml",
        title: "PawsWell stories (Atom)",
        href: "https://pawswell.example/feeds/s.atom",
        "data-page-head": "",
      },
    ]);
  });

  it("puts each JSON-LD object in its own script, its paths made absolute", () => {
    const tags = headTags(defaultPageHead("/"), SITE);
    const scripts = tags.filter((tag) => tag.tag === "script");
    expect(scripts).toHaveLength(1);
    expect(scripts[0]?.attrs.type).toBe("application/ld+json");
    expect(JSON.parse(scripts[0]!.text!)).toEqual({
      "@context": "https://schema.org",
      "@type": "Organization",
      name: "PawsWell",
      url: "https://pawswell.example/",
      logo: "https://pawswell.example/favicon.svg",
    });
  });
});

describe("descriptionOf", () => {
  it("keeps a short text as one line", () => {
    expect(descriptionOf("  Four houses down,\n\nunder a hedge.  ")).toBe("Four houses down, under a hedge.");
  });

  it("cuts a long text at a word, within 160 characters, with an ellipsis", () => {
    const text = "The first week was the quietest. ".repeat(10);
    const description = descriptionOf(text);
    expect(description.length).toBeLessThanOrEqual(160);
    expect(description).toMatch(/quietest…$|the…$|was…$|first…$|week…$/);
    expect(text.replace(/\s+/g, " ").startsWith(description.slice(0, -1))).toBe(true);
  });

  it("cuts inside one very long word rather than leave nothing", () => {
    expect(descriptionOf("x".repeat(400))).toBe(`${"x".repeat(159)}…`);
  });
});

describe("headTagsHtml", () => {
  it("escapes quotes, angle brackets and ampersands in attributes and the title", () => {
    const html = headTagsHtml(
      { ...STORY, title: `Tom & "Jerry" <b>`, description: `It's <script>alert(1)</script> & more "quoted"` },
      SITE,
    );
    expect(html).toContain('<title data-page-head="">Tom &amp; &quot;Jerry&quot; &lt;b&gt; | PawsWell</title>');
    expect(html).toContain(
      '<meta name="description" content="It&#39;s &lt;script&gt;alert(1)&lt;/script&gt; &amp; more &quot;quoted&quot;" data-page-head="">',
    );
    expect(html).not.toContain("<b>");
    expect(html).not.toContain("<script>alert");
  });

  it("keeps JSON-LD from ending its script early: every < is \\u003c, and the data reads back the same", () => {
    const headline = `</script><script>alert(1)</script> & "quotes"`;
    const html = headTagsHtml({ ...STORY, jsonLd: [{ "@type": "DiscussionForumPosting", headline }] }, SITE);
    const script = /<script type="application\/ld\+json" data-page-head="">(.*?)<\/script>/s.exec(html);
    expect(script).not.toBeNull();
    expect(script![1]).not.toContain("<");
    expect(script![1]).toContain("\\u003c/script>");
    expect(JSON.parse(script![1]!)).toEqual({ "@type": "DiscussionForumPosting", headline });
    // Exactly one closing tag: the script's own.
    expect(html.match(/<\/script>/g)).toHaveLength(1);
  });

  it("writes every tag the list holds, in order, as HTML", () => {
    const head: PageHeadData = { ...STORY, noindex: true };
    const html = headTagsHtml(head, SITE);
    expect(html.split("\n")).toHaveLength(headTags(head, SITE).length);
    expect(html).toContain('<meta name="robots" content="noindex" data-page-head="">');
    expect(html).toContain('<link rel="canonical" href="https://pawswell.example/stories/abc" data-page-head="">');
    expect(html).toContain('<meta property="og:image:width" content="1200" data-page-head="">');
  });
});
