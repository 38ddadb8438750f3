import { screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { GUEST_WARNING_SETTINGS_KEY } from "@/features/content-warnings/guest-warning-settings";
import { renderAt } from "@/test/render";
import { AnsweredQuote } from "./answered-quote";

const QUOTE = { id: "r1", author: "sam", excerpt: "She went quietly in the end.", contentWarnings: [] };

afterEach(() => localStorage.clear());

describe("a reply's quote of the reply it answers", () => {
  it("quotes plain text and links to the reply", () => {
    renderAt(<AnsweredQuote quote={QUOTE} />);
    expect(screen.getByRole("link", { name: "sam wrote: She went quietly in the end." })).toHaveAttribute(
      "href",
      "#reply-r1",
    );
  });

  it("keeps a warned reply's words back unless the reader shows that warning", () => {
    const { unmount } = renderAt(<AnsweredQuote quote={{ ...QUOTE, contentWarnings: ["pet-loss"] }} />);
    expect(screen.getByRole("link", { name: "sam wrote a reply with a content warning: pet loss" })).toBeVisible();
    expect(screen.queryByText(/went quietly/)).toBeNull();
    unmount();

    localStorage.setItem(
      GUEST_WARNING_SETTINGS_KEY,
      JSON.stringify({ settings: { "pet-loss": { mode: "show", until: null } } }),
    );
    renderAt(<AnsweredQuote quote={{ ...QUOTE, contentWarnings: ["pet-loss"] }} />);
    expect(screen.getByRole("link", { name: "sam wrote: She went quietly in the end." })).toBeVisible();
  });

  it("names only who wrote a reply whose text is withheld", () => {
    renderAt(<AnsweredQuote quote={{ ...QUOTE, excerpt: "" }} />);
    expect(screen.getByRole("link", { name: "sam wrote a reply that isn't shown here" })).toBeVisible();
  });
});
