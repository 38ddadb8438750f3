import { render } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { HeadCollectorContext, PageHead } from "./page-head";
import { headTagsHtml, type PageHeadData } from "./page-head-tags";

const STORY: PageHeadData = { title: "Biscuit came home", description: "Four houses down.", path: "/stories/abc" };

const head = () => document.head;
const all = (selector: string) => head().querySelectorAll(selector);

beforeEach(() => {
  // The shell's own title and description, as client/index.html has them.
  head().innerHTML = '<meta charset="UTF-8"><title>PawsWell</title><meta name="description" content="The site.">';
});
afterEach(() => {
  head().innerHTML = "";
});

describe("PageHead in the browser", () => {
  it("puts exactly one title, description and canonical link in the head", () => {
    render(<PageHead {...STORY} />);
    expect(document.title).toBe("Biscuit came home | PawsWell");
    expect(all("title")).toHaveLength(1);
    expect(all('meta[name="description"]')).toHaveLength(1);
    expect(head().querySelector('meta[name="description"]')).toHaveAttribute("content", "Four houses down.");
    expect(all('link[rel="canonical"]')).toHaveLength(1);
    expect(head().querySelector('link[rel="canonical"]')).toHaveAttribute(
      "href",
      `${window.location.origin}/stories/abc`,
    );
    // What the head had besides is left alone.
    expect(all("meta[charset]")).toHaveLength(1);
  });

  it("replaces the page's tags when its head changes, and leaves none of the old ones", () => {
    const { rerender } = render(<PageHead {...STORY} noindex feeds={[]} jsonLd={[{ "@type": "Thing" }]} />);
    expect(all('meta[name="robots"]')).toHaveLength(1);
    expect(all('script[type="application/ld+json"]')).toHaveLength(1);
    rerender(<PageHead title="Walking with grief" description="A week at a time." path="/blog/walking" />);
    expect(document.title).toBe("Walking with grief | PawsWell");
    expect(all("title")).toHaveLength(1);
    expect(all('meta[name="description"]')).toHaveLength(1);
    expect(head().querySelector('meta[name="description"]')).toHaveAttribute("content", "A week at a time.");
    expect(all('link[rel="canonical"]')).toHaveLength(1);
    expect(all('meta[name="robots"]')).toHaveLength(0);
    expect(all('script[type="application/ld+json"]')).toHaveLength(0);
  });

  it("takes over the server's tags after hydration without doubling them", () => {
    head().insertAdjacentHTML("beforeend", headTagsHtml(STORY, window.location.origin));
    const count = all("[data-page-head]").length;
    render(<PageHead {...STORY} />);
    expect(all("[data-page-head]")).toHaveLength(count);
    expect(all("title")).toHaveLength(1);
    expect(all('meta[property="og:title"]')).toHaveLength(1);
  });

  it("reports nothing to a collector in the browser: there is none", () => {
    const { container } = render(<PageHead {...STORY} />);
    expect(container).toBeEmptyDOMElement();
  });
});

describe("PageHead on the server", () => {
  it("hands the collector its head while rendering, the last one rendered winning, and renders nothing", () => {
    const heads: PageHeadData[] = [];
    const html = renderToString(
      <HeadCollectorContext.Provider value={(collected) => heads.push(collected)}>
        <PageHead {...STORY} />
        <p>Text</p>
        <PageHead {...STORY} title="Later" />
      </HeadCollectorContext.Provider>,
    );
    expect(html).toBe("<p>Text</p>");
    expect(heads.map((collected) => collected.title)).toEqual(["Biscuit came home", "Later"]);
    expect(heads.at(-1)).toEqual({ ...STORY, title: "Later" });
  });
});
