import { screen, waitFor, within } from "@testing-library/react";
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
const portland = { ...base, id: "8f7e2b1c-0000-4000-8000-000000000001", name: "Portland Dog Walkers" };
const austin = { ...base, id: "8f7e2b1c-0000-4000-8000-000000000002", name: "Austin Therapy Paws" };
const cedar = { ...base, id: "8f7e2b1c-0000-4000-8000-000000000003", name: "Cedar Hollow Circle" };
const groups = [
  { ...portland, location: "Portland, OR", type: "social" },
  { ...austin, location: "Austin, TX", type: "therapy" },
];

afterEach(() => vi.unstubAllGlobals());

function shownNames(): string[] {
  return within(screen.getByRole("list"))
    .getAllByRole("heading")
    .map((heading) => heading.textContent ?? "");
}

/** The list requests the directory sent, as path and query. */
function listRequests(fetchMock: ReturnType<typeof stubFetch>): string[] {
  return fetchMock.mock.calls.map(([url]) => String(url));
}

describe("GroupDirectory", () => {
  it("asks the server for the typed place once typing pauses, and keeps the URL in step", async () => {
    const fetchMock = stubFetch((url) =>
      url.includes("location=Cedar")
        ? json([{ ...cedar, location: "Cedar Hollow, VT", type: "support" }])
        : json(groups),
    );
    const { history } = renderAt(<GroupDirectory />, "/groups");
    await screen.findByText("Austin Therapy Paws");

    // No pause between keys: the whole word is typed well within the 300 ms the box waits.
    await userEvent.setup({ delay: null }).type(screen.getByLabelText("Search by location"), "Cedar Holow");
    expect(listRequests(fetchMock)).toEqual(["/api/groups"]);
    expect(await screen.findByText("Cedar Hollow Circle")).toBeInTheDocument();
    // One request for the whole word, not one a keystroke.
    expect(listRequests(fetchMock)).toEqual(["/api/groups", "/api/groups?location=Cedar+Holow"]);
    expect(history.at(-1)).toBe("/groups?location=Cedar+Holow");
    expect(shownNames()).toEqual(["Cedar Hollow Circle"]);
  });

  it("sends the type at once, together with the place, and reads both back from a shared URL", async () => {
    const fetchMock = stubFetch(() => json(groups));
    const { history } = renderAt(<GroupDirectory />, "/groups?location=portland");
    await screen.findByText("Portland Dog Walkers");
    expect(screen.getByLabelText("Search by location")).toHaveValue("portland");

    await userEvent.selectOptions(screen.getByLabelText("Group type"), "support");
    await waitFor(() => expect(history.at(-1)).toBe("/groups?location=portland&type=support"));
    await waitFor(() =>
      expect(listRequests(fetchMock)).toEqual([
        "/api/groups?location=portland",
        "/api/groups?location=portland&type=support",
      ]),
    );

    await userEvent.selectOptions(screen.getByLabelText("Group type"), "all");
    await waitFor(() => expect(history.at(-1)).toBe("/groups?location=portland"));
  });

  it("ignores a type the site does not offer in a shared URL", async () => {
    const fetchMock = stubFetch(() => json(groups));
    renderAt(<GroupDirectory />, "/groups?type=knitting");
    await screen.findByText("Austin Therapy Paws");
    expect(listRequests(fetchMock)).toEqual(["/api/groups"]);
    expect(screen.getByLabelText("Group type")).toHaveValue("all");
  });

  it("says no groups were found when the server has none for the filter, and offers all of them", async () => {
    stubFetch((url) => (url.includes("location=") ? json([]) : json(groups)));
    const { history } = renderAt(<GroupDirectory />, "/groups?location=Nowhere");
    expect(await screen.findByText("No groups found")).toBeInTheDocument();
    expect(screen.queryByText(sampleGroups[0]!.name)).toBeNull();

    await userEvent.click(screen.getByRole("button", { name: "Show all groups" }));
    expect(await screen.findByText("Austin Therapy Paws")).toBeInTheDocument();
    expect(history.at(-1)).toBe("/groups");
    expect(screen.getByLabelText("Search by location")).toHaveValue("");
  });

  it("offers Load more while the server has a next page", async () => {
    stubFetch((url) =>
      url.includes("cursor=")
        ? json([{ ...cedar, location: "Portland, ME", type: "social" }])
        : json(groups, 200, { Link: '</api/groups?location=portland&cursor=abc>; rel="next"' }),
    );
    renderAt(<GroupDirectory />, "/groups?location=portland");
    await userEvent.click(await screen.findByRole("button", { name: "Load more" }));
    expect(await screen.findByText("Cedar Hollow Circle")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Load more" })).toBeNull();
  });

  it("links each group's name to its page", async () => {
    stubFetch(() => json(groups));
    renderAt(<GroupDirectory />, "/groups");
    expect(await screen.findByRole("link", { name: "Portland Dog Walkers" })).toHaveAttribute(
      "href",
      `/groups/${portland.id}`,
    );
  });

  it("shows the built-in sample groups, without links, when the server has none and nothing is filtered", async () => {
    stubFetch(() => json([]));
    renderAt(<GroupDirectory />, "/groups");
    expect(await screen.findByText(sampleGroups[0]!.name)).toBeInTheDocument();
    expect(shownNames()).toHaveLength(sampleGroups.length);
    expect(screen.queryByRole("link", { name: sampleGroups[0]!.name })).toBeNull();
  });

  it("says calmly that the groups could not be loaded, without the samples, when the server fails", async () => {
    let isDown = true;
    stubFetch(() => (isDown ? json({ message: "Service unavailable" }, 503) : json(groups)));
    renderAt(<GroupDirectory />, "/groups");
    expect(await screen.findByRole("alert")).toHaveTextContent("We couldn't load the groups right now.");
    expect(screen.queryByText(sampleGroups[0]!.name)).toBeNull();
    expect(screen.queryByText("No groups found")).toBeNull();

    isDown = false;
    await userEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByText("Austin Therapy Paws")).toBeInTheDocument();
  });
});
