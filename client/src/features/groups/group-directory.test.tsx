import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { sampleGroups } from "@/features/samples/sample-groups";
import { json, stubFetch } from "@/test/fetch-stub";
import { renderAt } from "@/test/render";
import { GroupDirectory } from "./group-directory";

const base = {
  description: "We meet.",
  schedule: "Mondays",
  contactInfo: "hi@example.org",
  createdAt: "2026-11-01T00:00:00Z",
};
const groups = [
  { ...base, id: "g1", name: "Portland Dog Walkers", location: "Portland, OR", type: "social" },
  { ...base, id: "g2", name: "Portland Grief Circle", location: "portland, ME", type: "support" },
  { ...base, id: "g3", name: "Austin Therapy Paws", location: "Austin, TX", type: "therapy" },
];

afterEach(() => vi.unstubAllGlobals());

function shownNames(): string[] {
  return within(screen.getByRole("list"))
    .getAllByRole("heading")
    .map((heading) => heading.textContent ?? "");
}

describe("GroupDirectory", () => {
  it("filters the loaded groups by location text (any case) and by type, on the client", async () => {
    const fetchMock = stubFetch(() => json(groups));
    renderAt(<GroupDirectory />);
    await screen.findByText("Austin Therapy Paws");

    await userEvent.type(screen.getByLabelText("Search by location"), "PORTLAND");
    expect(shownNames()).toEqual(["Portland Dog Walkers", "Portland Grief Circle"]);

    await userEvent.selectOptions(screen.getByLabelText("Group type"), "support");
    expect(shownNames()).toEqual(["Portland Grief Circle"]);

    await userEvent.clear(screen.getByLabelText("Search by location"));
    await userEvent.selectOptions(screen.getByLabelText("Group type"), "therapy");
    expect(shownNames()).toEqual(["Austin Therapy Paws"]);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it("says so when nothing matches", async () => {
    stubFetch(() => json(groups));
    renderAt(<GroupDirectory />);
    await screen.findByText("Austin Therapy Paws");
    await userEvent.type(screen.getByLabelText("Search by location"), "Nowhere");
    expect(screen.getByText("No groups found")).toBeInTheDocument();
  });

  it("shows the built-in sample groups when the server has none", async () => {
    stubFetch(() => json([]));
    renderAt(<GroupDirectory />);
    expect(await screen.findByText(sampleGroups[0]!.name)).toBeInTheDocument();
    expect(shownNames()).toHaveLength(sampleGroups.length);
  });

  it("says calmly that the groups could not be loaded, without the samples, when the server fails", async () => {
    let isDown = true;
    stubFetch(() => (isDown ? json({ message: "Service unavailable" }, 503) : json(groups)));
    renderAt(<GroupDirectory />);
    expect(await screen.findByRole("alert")).toHaveTextContent("We couldn't load the groups right now.");
    expect(screen.queryByText(sampleGroups[0]!.name)).toBeNull();
    expect(screen.queryByText("No groups found")).toBeNull();

    isDown = false;
    await userEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByText("Austin Therapy Paws")).toBeInTheDocument();
  });
});
