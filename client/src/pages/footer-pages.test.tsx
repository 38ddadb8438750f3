import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderAt } from "@/test/render";
import HelpPage from "./help-page";
import PrivacyPage from "./privacy-page";
import TermsPage from "./terms-page";

/** Every "On this page" link leads to a section heading on the page. */
function expectJumpListToLeadToSections(): string[] {
  const jumpList = screen.getByRole("navigation", { name: "On this page" });
  const links = within(jumpList).getAllByRole("link");
  for (const link of links) {
    const id = link.getAttribute("href")!.replace(/^#/, "");
    const section = document.getElementById(id);
    expect(section, id).not.toBeNull();
    expect(within(section!).getByRole("heading", { level: 2 })).toHaveTextContent(link.textContent!);
  }
  return links.map((link) => link.textContent!);
}

describe("HelpPage", () => {
  it("answers the everyday questions in short sections with a jump list, crisis help first", () => {
    renderAt(<HelpPage />, "/help");
    expect(screen.getByRole("heading", { level: 1, name: "Help Center" })).toBeInTheDocument();
    expect(document.title).toBe("Help Center | PawsWell");
    const sections = expectJumpListToLeadToSections();
    expect(sections[0]).toBe("If you need help right now");
    expect(sections).toEqual(
      expect.arrayContaining([
        "Starting a discussion",
        "Replying and reacting",
        "Sharing a story or a photo",
        "Editing or deleting your words",
        'Posting as "A member"',
        "Content warnings",
        "Reporting something",
        "Notifications",
        "Your email address",
        "Your account settings",
      ]),
    );
    const crisis = document.getElementById("crisis")!;
    expect(within(crisis).getByRole("link", { name: "Get help now" })).toHaveAttribute("href", "/crisis");
    for (const href of ["/community", "/stories", "/pets-social", "/settings", "/notifications", "/contact"]) {
      expect(document.querySelector(`article a[href="${href}"]`), href).not.toBeNull();
    }
  });
});

describe("PrivacyPage", () => {
  it("says what is kept, for how long, who sees it, and how to export or delete it", () => {
    renderAt(<PrivacyPage />, "/privacy");
    expect(screen.getByRole("heading", { level: 1, name: "Privacy Policy" })).toBeInTheDocument();
    expectJumpListToLeadToSections();
    const text = document.querySelector("article")!.textContent!;
    // The periods the code keeps (server/config/limits.ts, housekeeping, shared/account-data.ts).
    expect(text).toMatch(/after 7 days without a visit, 30 days after you logged in/);
    expect(text).toMatch(/deleted a day after sending/);
    expect(text).toMatch(/deleted 90 days after a moderator marks it handled/);
    expect(text).toMatch(/downloaded for 7 days/);
    expect(text).toMatch(/username is held for 30 days/);
    expect(text).toMatch(/no analytics, no adverts/i);
    expect(text).toMatch(/A former member/);
    expect(screen.getAllByRole("link", { name: "Settings" })[0]).toHaveAttribute("href", "/settings");
    expect(screen.getAllByRole("link", { name: "Contact Us" })[0]).toHaveAttribute("href", "/contact");
  });
});

describe("TermsPage", () => {
  it("points to the guidelines rather than repeating them, and says it is not medical advice", () => {
    renderAt(<TermsPage />, "/terms");
    expect(screen.getByRole("heading", { level: 1, name: "Terms of Service" })).toBeInTheDocument();
    const sections = expectJumpListToLeadToSections();
    expect(sections).toEqual(
      expect.arrayContaining([
        "Not medical or veterinary advice",
        "Who can join",
        "Your words and photos",
        "Moderation and suspension",
        "Changes to these terms",
      ]),
    );
    expect(screen.getAllByRole("link", { name: "community guidelines" })[0]).toHaveAttribute("href", "/guidelines");
    expect(screen.getByRole("link", { name: "privacy policy" })).toHaveAttribute("href", "/privacy");
    expect(screen.getByText(/not medical, mental-health or veterinary advice/)).toBeInTheDocument();
    // The guidelines' own headings are not copied here.
    expect(screen.queryByRole("heading", { name: "Be kind" })).toBeNull();
  });
});
