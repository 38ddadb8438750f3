import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderAt } from "@/test/render";
import { GroupCard } from "./group-card";

const group = {
  id: "0b5a9c1e-2f1d-4c3b-9a8e-7d6c5b4a3f21",
  name: "Riverside Dog Walkers",
  description: "A gentle Saturday walk.",
  location: "Portland, OR",
  type: "social",
  schedule: "Saturdays 9:00 am at the riverside gate",
  contactInfo: "walks@example.org or 555-0142",
};

/** The value a visible label names in the card's details. */
function detail(label: string): HTMLElement {
  const term = screen.getByText(label, { selector: "dt" });
  return term.nextElementSibling as HTMLElement;
}

describe("GroupCard", () => {
  it("puts where, when and whom to contact each on its own labelled line", () => {
    renderAt(<GroupCard group={group} />);
    expect(detail("Where")).toHaveTextContent("Portland, OR");
    expect(detail("Meets")).toHaveTextContent("Saturdays 9:00 am at the riverside gate");
    const contact = detail("Contact");
    expect(within(contact).getByRole("link", { name: /walks@example.org/ })).toHaveAttribute(
      "href",
      "mailto:walks@example.org",
    );
    expect(within(contact).getByRole("link", { name: /555-0142/ })).toHaveAttribute("href", "tel:5550142");
  });

  it("shows the group's type as its label", () => {
    renderAt(<GroupCard group={{ ...group, type: "volunteer" }} />);
    expect(screen.getByText("Volunteer")).toBeInTheDocument();
  });
});
