import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { EMERGENCY_ADVICE } from "@shared/safety/helplines";
import { HELPLINE_COUNTRY_KEY } from "@/features/safety/use-helpline-country";
import { renderAt } from "@/test/render";
import CrisisPage from "./crisis-page";
import GuidelinesPage from "./guidelines-page";

function browserLanguages(languages: string[]) {
  vi.spyOn(navigator, "languages", "get").mockReturnValue(languages);
}

afterEach(() => vi.restoreAllMocks());

describe("CrisisPage", () => {
  it("lists the US lines for en-US: emergency first, then crisis lines, then pet loss apart", async () => {
    browserLanguages(["en-US", "en"]);
    renderAt(<CrisisPage />, "/crisis");
    expect(screen.getByRole("heading", { level: 1, name: "Get help now" })).toBeInTheDocument();
    expect(document.title).toBe("Get help now | PawsWell");
    expect(screen.getByLabelText("Your country")).toHaveValue("US");

    const headings = screen.getAllByRole("heading", { level: 2 }).map((heading) => heading.textContent);
    expect(headings).toEqual([
      "In an emergency",
      "Someone to talk to, any time",
      "Anywhere else in the world",
      "Support after losing a pet",
    ]);
    expect(screen.getByRole("link", { name: "Call 911" })).toHaveAttribute("href", "tel:911");
    expect(screen.getByText("988 Suicide & Crisis Lifeline")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Text HOME to 741741" })).toHaveAttribute("href", "sms:741741?body=HOME");
    expect(screen.getByText("Lap of Love Pet Loss Support")).toBeInTheDocument();
    expect(screen.getAllByText(/Last checked November 2026/).length).toBeGreaterThan(5);
    expect(screen.queryByText(/273-8255|273 8255/)).toBeNull();
  });

  it("gives the emergency advice and Find a Helpline for a country without its own lines", () => {
    browserLanguages(["fr-FR"]);
    renderAt(<CrisisPage />, "/crisis");
    expect(screen.getByText(EMERGENCY_ADVICE)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Open findahelpline.com" })).toHaveAttribute(
      "href",
      "https://findahelpline.com",
    );
    expect(screen.queryByText("988 Suicide & Crisis Lifeline")).toBeNull();
    expect(screen.getByLabelText("Your country")).toHaveValue("other");
  });

  it("switches country from the picker and remembers the choice", async () => {
    browserLanguages(["en-US"]);
    const { unmount } = renderAt(<CrisisPage />, "/crisis");
    await userEvent.selectOptions(screen.getByLabelText("Your country"), "GB");
    expect(screen.getByText("Samaritans")).toBeInTheDocument();
    expect(screen.getByText("Blue Cross Pet Bereavement Support")).toBeInTheDocument();
    expect(screen.queryByText("988 Suicide & Crisis Lifeline")).toBeNull();
    expect(localStorage.getItem(HELPLINE_COUNTRY_KEY)).toBe("GB");

    unmount();
    renderAt(<CrisisPage />, "/crisis");
    expect(screen.getByLabelText("Your country")).toHaveValue("GB");
  });
});

describe("GuidelinesPage", () => {
  it("says the guidelines plainly and links to help", () => {
    renderAt(<GuidelinesPage />, "/guidelines");
    expect(screen.getByRole("heading", { level: 1, name: "Community guidelines" })).toBeInTheDocument();
    for (const title of ["Be kind", "Grief is welcome here", "No spam", "How reporting works", "Content warnings"]) {
      expect(screen.getByRole("heading", { level: 2, name: title })).toBeInTheDocument();
    }
    expect(screen.getByText(/Reporters stay anonymous/)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Get help now" })).toHaveAttribute("href", "/crisis");
  });
});
