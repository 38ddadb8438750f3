// @vitest-environment node
/**
 * The server's render of a screen whose answer the client cannot read
 * (docs/security.md#the-third-probes-findings, finding 9). A boundary catches nothing on a server,
 * so such a render fails as a whole: the server then sends the shell
 * (server/client/page-renderer.ts), and the browser draws the page with the broken part saying so.
 * A page with a part silently missing is never sent. An answer in the spec's shape, without counts,
 * renders in full with its defaults.
 */
import { describe, expect, it } from "vitest";
import { renderPage } from "./entry-server";
import { UnexpectedAnswerError } from "./lib/api";

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { "Content-Type": "application/json" } });

/** The API as the renderer reaches it: `photos` for the gallery, nothing else anywhere. */
function apiWith(photos: unknown) {
  return async (url: string) => {
    if (url.startsWith("/api/pet-photos")) return json(photos);
    if (url.startsWith("/api/member-of-the-month") || url.startsWith("/api/hero-content")) {
      return new Response('{"message":"Not found"}', { status: 404 });
    }
    return json([]);
  };
}

const render = (photos: unknown) =>
  renderPage({ url: "/pets-social", siteUrl: "https://pawswell.test", fetchApi: apiWith(photos) });

describe("renderPage with answers the client cannot read", () => {
  it("fails the render, so the server sends the shell, when the gallery's answer is not a list", async () => {
    await expect(render(null)).rejects.toBeInstanceOf(UnexpectedAnswerError);
  });

  it("renders photos in the spec's shape (no counts) with their defaults", async () => {
    const page = await render([
      { id: "ph1", imageUrl: "/objects/uploads/a.jpg", petName: "Biscuit", petType: "dog", ownerName: "maya" },
    ]);
    expect(page.status).toBe(200);
    expect(page.html).toContain("Biscuit, shared by maya");
    expect(page.html).toContain(">Comment</a>");
    expect(page.html).not.toContain("This part couldn");
  });
});
