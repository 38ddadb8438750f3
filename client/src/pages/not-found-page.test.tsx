import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderAt } from "@/test/render";
import NotFoundPage from "./not-found-page";

describe("NotFoundPage", () => {
  it("shows the spec's exact text", () => {
    renderAt(<NotFoundPage />, "/nowhere");
    expect(screen.getByRole("heading", { name: "404 Page Not Found" })).toBeInTheDocument();
    expect(screen.getByText("Did you forget to add the page to the router?")).toBeInTheDocument();
  });

  it("says so in its head, asks search engines to leave it out and names no canonical page", () => {
    renderAt(<NotFoundPage />, "/nowhere");
    expect(document.title).toBe("Page not found | PawsWell");
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute("content", "noindex");
    expect(document.head.querySelector('link[rel="canonical"]')).toBeNull();
  });
});
