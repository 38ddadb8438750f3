import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { articleExcerpt, articleHtml, articlePlainText } from "./article-markdown";

const TAGS = new Set([
  "h2",
  "h3",
  "h4",
  "p",
  "br",
  "hr",
  "em",
  "strong",
  "del",
  "ul",
  "ol",
  "li",
  "a",
  "img",
  "blockquote",
  "code",
  "pre",
]);
const ATTRIBUTES: Record<string, string[]> = { a: ["href", "rel"], img: ["src", "alt"], ol: ["start"] };

/**
 * Every tag in `html` as [name, attributes]; throws on any "<" that does not start a tag of the
 * allow-list with only its allowed, double-quoted attributes (text carries "<" as &lt;).
 */
function tagsOf(html: string): [string, Record<string, string>][] {
  const tags: [string, Record<string, string>][] = [];
  const tag = /<\/?([a-z0-9]+)((?:\s+[a-z-]+="[^"]*")*)\s*\/?>/y;
  for (let at = html.indexOf("<"); at !== -1; at = html.indexOf("<", at + 1)) {
    tag.lastIndex = at;
    const match = tag.exec(html);
    if (!match) throw new Error(`not a tag at ${at}: ${html.slice(at, at + 60)}`);
    const [, name, attributeText] = match;
    if (!TAGS.has(name!)) throw new Error(`tag <${name}> is not allowed: ${html}`);
    const attributes = Object.fromEntries(
      [...attributeText!.matchAll(/([a-z-]+)="([^"]*)"/g)].map(([, key, value]) => [key!, value!]),
    );
    for (const key of Object.keys(attributes)) {
      if (!(ATTRIBUTES[name!] ?? []).includes(key)) throw new Error(`<${name} ${key}> is not allowed: ${html}`);
    }
    tags.push([name!, attributes]);
  }
  return tags;
}

function expectSafe(html: string): void {
  for (const [name, attributes] of tagsOf(html)) {
    if (name === "a") {
      // A scheme, when there is one, is http, https or mailto; no address leaves without one ("//host").
      // A scheme is a letter, then letters, digits, "+", "-" or "." up to the colon (the URL
      // standard): "%5Bx%5D(javascript:…" has none, and a browser reads it as a path on this site.
      const href = attributes.href ?? "";
      if (/^[a-z][a-z0-9+.-]*:/i.test(href)) expect(href, html).toMatch(/^(https?|mailto):/i);
      expect(href, html).not.toMatch(/^\/\//);
    }
    if (name === "img") expect(attributes.src, html).toMatch(/^\/objects\/uploads\//);
  }
}

describe("articleHtml", () => {
  it("keeps headings (the page's h1 is its title), emphasis, lists, quotes and code", () => {
    const html = articleHtml(
      "# Calm\n\n## Mornings\n\nSit *quietly* with **your** pet.\n\n- one\n- two\n\n1. first\n\n> breathe\n\n`code`\n\n```\nblock\n```",
    );
    expect(html).toBe(
      "<h2>Calm</h2>\n<h2>Mornings</h2>\n<p>Sit <em>quietly</em> with <strong>your</strong> pet.</p>\n<ul>\n<li>one</li>\n<li>two</li>\n</ul>\n<ol>\n<li>first</li>\n</ol>\n<blockquote>\n<p>breathe</p>\n</blockquote>\n<p><code>code</code></p>\n<pre><code>block\n</code></pre>\n",
    );
  });

  it("marks outside links noopener nofollow ugc, leaves links within the site alone, and drops javascript: links", () => {
    expect(articleHtml("[Guide](https://example.org/guide)")).toBe(
      '<p><a href="https://example.org/guide" rel="noopener nofollow ugc">Guide</a></p>\n',
    );
    expect(articleHtml("[Helplines](/crisis)")).toBe('<p><a href="/crisis">Helplines</a></p>\n');
    expect(articleHtml('<a href="/crisis" rel="opener">x</a>')).toBe('<p><a href="/crisis">x</a></p>\n');
    // The scheme is refused after the link is marked: a dead link, never a script.
    expect(articleHtml("[Click](javascript:alert(1))")).toBe('<p><a rel="noopener nofollow ugc">Click</a></p>\n');
  });

  it("keeps pictures from our storage only", () => {
    expect(articleHtml("![Biscuit asleep](/objects/uploads/abc-123)")).toBe(
      '<p><img src="/objects/uploads/abc-123" alt="Biscuit asleep" /></p>\n',
    );
    expect(articleHtml("![tracker](https://tracker.example/p.gif)")).toBe("<p></p>\n");
    expect(articleHtml('<img src="/objects/uploads/a" onerror="alert(1)">')).toBe('<img src="/objects/uploads/a" />');
  });

  it("drops raw HTML that is not on the list, scripts with their text, and every event handler and style", () => {
    const html = articleHtml(
      '<script>alert(1)</script><style>p{}</style><iframe src="https://x"></iframe><div onclick="x()" style="color:red">Kept</div><svg onload="alert(1)"></svg>',
    );
    expect(html).toBe("Kept");
  });

  it("keeps a single line break, as articles written before Markdown expect", () => {
    expect(articleHtml("Line one\nLine two\n\nNext")).toBe("<p>Line one<br />Line two</p>\n<p>Next</p>\n");
  });

  const PAYLOADS = [
    "<script>alert(1)</script>",
    '<img src=x onerror="alert(1)">',
    "[x](javascript:alert(1))",
    "[x](JaVaScRiPt:alert(1))",
    "[x](data:text/html;base64,PHNjcmlwdD4=)",
    "![x](javascript:alert(1))",
    '<a href="javascript:alert(1)">x</a>',
    "<svg/onload=alert(1)>",
    '<iframe srcdoc="<script>alert(1)</script>">',
    "<style>*{}</style>",
    '"><script>alert(1)</script>',
    "<<script>script>alert(1)<</script>/script>",
    "[x](//evil.example)",
    '<a href="&#106;avascript:alert(1)">x</a>',
    "<math><mtext></p><script>alert(1)</script>",
    "`<script>`",
    "```html\n<script>alert(1)</script>\n```",
    "<details open ontoggle=alert(1)>",
    '<form action="https://x"><input></form>',
    '![](/objects/uploads/a" onerror="alert(1))',
  ];

  it("lets nothing but the allow-list through, whatever the Markdown and HTML mixed into it (fuzzed)", () => {
    const piece = fc.oneof(
      fc.constantFrom(...PAYLOADS),
      fc.constantFrom(
        "# ",
        "## ",
        "* ",
        "1. ",
        "> ",
        "**",
        "_",
        "`",
        "\n",
        "\n\n",
        "[",
        "](",
        ")",
        "<",
        ">",
        '"',
        "'",
        "&",
      ),
      fc.string({ maxLength: 20 }),
    );
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 25 }), (pieces) => {
        expectSafe(articleHtml(pieces.join("")));
      }),
      {
        numRuns: Number(process.env.FUZZ_RUNS ?? 300),
        // A link inside another's brackets: its address reads "%5Bx%5D(javascript:…", a path, not a scheme.
        examples: [[["[", "](", "[x](javascript:alert(1))", ")"]]],
      },
    );
  });
});

describe("articleExcerpt and articlePlainText", () => {
  it("takes the first paragraph's words without their Markdown", () => {
    const content = "![cover](/objects/uploads/a)\n\nSit **quietly** with [your pet](/stories).\n\nMore later.";
    expect(articleExcerpt(content, 500)).toBe("Sit quietly with your pet.");
  });

  it("cuts a long first paragraph at a word with an ellipsis", () => {
    expect(articleExcerpt("One two three four five", 12)).toBe("One two…");
  });

  it("reads an article's words for its reading time", () => {
    expect(articlePlainText("## Calm\n\n- one\n- **two**\n\n> three")).toBe("Calm one two three");
  });
});
