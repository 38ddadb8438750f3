import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { renderAt } from "@/test/render";
import NotFoundPage from "./not-found-page";

describe("NotFoundPage", () => {
  it("keeps the spec's heading and says calmly what happened, with no developer words", () => {
    renderAt(<NotFoundPage />, "/nowhere");
    expect(screen.getByRole("heading", { name: "404 Page Not Found" })).toBeInTheDocument();
    expect(screen.getByText(/We couldn't find that page/)).toBeInTheDocument();
    expect(screen.queryByText(/router/)).toBeNull();
  });

  it("offers a way on: the main sections, help, and a search that opens /search", async () => {
    const { history } = renderAt(<NotFoundPage />, "/nowhere");
    const sections = screen.getByRole("navigation", { name: "Main sections" });
    for (const [name, href] of [
      ["Home", "/"],
      ["Community", "/community"],
      ["Stories", "/stories"],
      ["Resources", "/resources"],
      ["Local Groups", "/groups"],
      ["Get help now", "/crisis"],
    ]) {
      expect(within(sections).getByRole("link", { name })).toHaveAttribute("href", href);
    }
    await userEvent.type(within(screen.getByRole("search")).getByRole("searchbox"), "grief{Enter}");
    expect(history.at(-1)).toBe("/search?q=grief");
  });

  it("says so in its head, asks search engines to leave it out and names no canonical page", () => {
    renderAt(<NotFoundPage />, "/nowhere");
    expect(document.title).toBe("Page not found | PawsWell");
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute("content", "noindex");
    expect(document.head.querySelector('link[rel="canonical"]')).toBeNull();
  });
});
