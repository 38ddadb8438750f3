import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderAt } from "@/test/render";
import { Footer, FOOTER_COLUMNS_OPEN_QUERY } from "./footer";

/** A window as wide as `width`, for the footer's one media query. */
function windowWidth(width: number) {
  vi.stubGlobal("matchMedia", (query: string) => ({
    matches: query === FOOTER_COLUMNS_OPEN_QUERY && width >= 640,
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
}

afterEach(() => vi.unstubAllGlobals());

describe("Footer", () => {
  it("links every entry to a page that has what it names", () => {
    renderAt(<Footer />);
    for (const [name, href] of [
      ["Discussion Forums", "/community"],
      ["Local Groups", "/groups"],
      ["Share Your Story", "/share-your-story"],
      ["Expert Network", "/groups?type=professional"],
      ["Educational Articles", "/resources"],
      ["Training Guides", "/resources?category=pet-therapy"],
      ["Crisis Resources", "/crisis"],
      ["Help Center", "/help"],
      ["Contact Us", "/contact"],
      ["Privacy Policy", "/privacy"],
      ["Terms of Service", "/terms"],
    ]) {
      expect(screen.getByRole("link", { name })).toHaveAttribute("href", href);
    }
  });

  it("shows no greyed entry that goes nowhere: every entry in the columns is a link", () => {
    renderAt(<Footer />);
    // Nothing honest to link for a research library yet: it is left out, not greyed.
    expect(screen.queryByText("Research Library")).toBeNull();
    for (const item of document.querySelectorAll("footer li")) {
      expect(item.querySelector("a"), item.textContent ?? "").not.toBeNull();
    }
    // Links are told apart by colour and underline, not only on hover.
    expect(screen.getByRole("link", { name: "Help Center" }).className).toMatch(/(^| )underline( |$)/);
  });

  it("gives every link at least a 24 px tall target", () => {
    renderAt(<Footer />);
    for (const link of screen.getAllByRole("link")) expect(link.className, link.textContent ?? "").toContain("min-h-6");
  });

  it("shows the three columns open from the sm breakpoint up, with no control to close them", () => {
    windowWidth(1280);
    renderAt(<Footer />);
    expect(screen.getAllByRole("heading", { level: 2 }).map((heading) => heading.textContent)).toEqual([
      "Community",
      "Resources",
      "Support",
    ]);
    expect(document.querySelector("details")).toBeNull();
    expect(screen.getByRole("link", { name: "Help Center" })).toBeVisible();
  });

  // A <summary> opens from the keyboard natively (jsdom does not press it): the browser walk checks that.
  it("folds the columns on a phone: closed at first, opened and closed from the heading", async () => {
    windowWidth(375);
    renderAt(<Footer />);
    const columns = document.querySelectorAll("details");
    expect(columns).toHaveLength(3);
    columns.forEach((column) => expect(column.open).toBe(false));
    const support = columns[2]!;
    const summary = support.querySelector("summary")!;
    expect(within(summary).getByRole("heading", { level: 2, name: "Support" })).toBeInTheDocument();
    expect(summary.className).toContain("min-h-11");

    await userEvent.click(summary);
    expect(support.open).toBe(true);
    expect(within(support).getByRole("link", { name: "Privacy Policy" })).toBeVisible();
    await userEvent.click(summary);
    expect(support.open).toBe(false);
    // The about text, the social links and the disclaimer stay in view.
    expect(screen.getByRole("list", { name: "PawsWell on social media" })).toBeVisible();
    expect(screen.getByText(/not a substitute for professional medical advice/)).toBeVisible();
  });

  it("says it is not medical advice, links four social accounts in new tabs, and shows this year", () => {
    renderAt(<Footer />);
    expect(screen.getByText(/not a substitute for professional medical advice/)).toBeInTheDocument();
    const social = screen.getByRole("list", { name: "PawsWell on social media" }).querySelectorAll("a");
    expect(social).toHaveLength(4);
    social.forEach((link) => {
      expect(link).toHaveAttribute("target", "_blank");
      expect(link).toHaveAttribute("rel", "noopener noreferrer");
    });
    expect(screen.getByText(`© ${new Date().getFullYear()} PawsWell. All rights reserved.`)).toBeInTheDocument();
  });
});
