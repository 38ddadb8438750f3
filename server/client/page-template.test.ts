import { describe, expect, it } from "vitest";
import { fillPageTemplate } from "./page-template";

const TEMPLATE = `<!doctype html>
<html lang="en">
  <head>
    <title>PawsWell</title>
    <meta name="description" content="The shell's description" />
  </head>
  <body>
    <div id="root">
      <!--app--><header>the shell's header</header><!--/app-->
    </div>
    <script type="module" src="/assets/app.js"></script>
  </body>
</html>
`;

function page(text: string) {
  return { html: `<main>${text}</main>`, headHtml: `<title>${text}</title>`, stateJson: `{"text":"${text}"}` };
}

describe("fillPageTemplate", () => {
  it("puts the page's head tags for the shell's, its markup in #root, and its data before </body>", () => {
    expect(fillPageTemplate(TEMPLATE, page("Biscuit"))).toBe(`<!doctype html>
<html lang="en">
  <head>
    <title>Biscuit</title>
  </head>
  <body>
    <div id="root"><main>Biscuit</main></div>
    <script type="module" src="/assets/app.js"></script>
  <script type="application/json" id="server-data">{"text":"Biscuit"}</script>
  </body>
</html>
`);
  });

  it("fills the same template afresh for each page, and keeps a page's $& as text", () => {
    fillPageTemplate(TEMPLATE, page("first"));
    const second = fillPageTemplate(TEMPLATE, page("costs $& and $1"));
    expect(second).toContain("<main>costs $& and $1</main>");
    expect(second).toContain("<title>costs $& and $1</title>");
    expect(second).not.toContain("first");
  });

  it("refuses a template without the app's markers", () => {
    expect(() => fillPageTemplate("<html><head></head><body></body></html>", page("x"))).toThrow(/markers/);
  });
});
