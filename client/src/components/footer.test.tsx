import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderAt } from "@/test/render";
import { Footer } from "./footer";

describe("Footer", () => {
  it("links the spec's pages and leaves the others as text", () => {
    renderAt(<Footer />);
    expect(screen.getByRole("link", { name: "Discussion Forums" })).toHaveAttribute("href", "/community");
    expect(screen.getByRole("link", { name: "Educational Articles" })).toHaveAttribute("href", "/resources");
    expect(screen.getByRole("link", { name: "Crisis Resources" })).toHaveAttribute("href", "/crisis");
    expect(screen.getByText("Expert Network").closest("a")).toBeNull();
    expect(screen.getByText("Privacy Policy").closest("a")).toBeNull();
  });

  it("says it is not medical advice, links four social accounts in new tabs, and reads 2024", () => {
    renderAt(<Footer />);
    expect(screen.getByText(/not a substitute for professional medical advice/)).toBeInTheDocument();
    const social = screen.getByRole("list", { name: "PawsWell on social media" }).querySelectorAll("a");
    expect(social).toHaveLength(4);
    social.forEach((link) => {
      expect(link).toHaveAttribute("target", "_blank");
      expect(link).toHaveAttribute("rel", "noopener noreferrer");
    });
    expect(screen.getByText(/© 2024 PawsWell/)).toBeInTheDocument();
  });
});
