import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Route } from "wouter";
import type { GroupView } from "@shared/contracts/groups.contract";
import type { Resource } from "@shared/schema";
import { json, stubFetch } from "@/test/fetch-stub";
import { renderAt } from "@/test/render";
import GroupPage from "./group-page";
import ResourcePage from "./resource-page";
import ResourcesPage from "./resources-page";

const GROUP_ID = "0d4b7c2a-0000-4000-8000-000000000001";
const RESOURCE_ID = "0d4b7c2a-0000-4000-8000-000000000002";

const GROUP: GroupView = {
  id: GROUP_ID,
  name: "Cedar Hollow Evening Circle",
  description: "Quiet time with therapy dogs, then tea.",
  location: "Cedar Hollow, VT",
  type: "therapy",
  schedule: "Tuesdays 6:30pm",
  contactInfo: "Sam: sam@example.org or +1 (802) 555-0142",
  createdAt: "2026-11-01T00:00:00.000Z",
  status: "published",
  hiddenReason: null,
  postedBy: null,
};

const RESOURCE = {
  id: RESOURCE_ID,
  title: "Your pet's first vet visit",
  content: "Bring a towel that smells of home.\n\nWrite your questions down first.",
  category: "veterinary",
  url: "https://www.vets.example.org/first-visit",
  imageUrl: "/objects/uploads/3f1c2b7e-9d1a-4c55-8e0f-2a6b9c1d4e5f",
  imageAlt: "A vet listening to a calm dog",
  createdAt: "2026-11-01T00:00:00.000Z",
} as unknown as Resource;

afterEach(() => vi.unstubAllGlobals());

function renderGroupPage(id = GROUP_ID) {
  return renderAt(<Route path="/groups/:id" component={GroupPage} />, `/groups/${id}`);
}

describe("GroupPage", () => {
  it("shows the group with its type, place, time, description and tappable contacts", async () => {
    stubFetch((url) => (url === `/api/groups/${GROUP_ID}` ? json(GROUP) : json({ message: "no" }, 404)));
    renderGroupPage();
    expect(await screen.findByRole("heading", { level: 1, name: GROUP.name })).toBeInTheDocument();
    expect(screen.getByText("Therapy")).toBeInTheDocument();
    expect(screen.getByText("Cedar Hollow, VT")).toBeInTheDocument();
    expect(screen.getByText("Tuesdays 6:30pm")).toBeInTheDocument();
    expect(screen.getByText(GROUP.description)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Email sam@example.org" })).toHaveAttribute(
      "href",
      "mailto:sam@example.org",
    );
    expect(screen.getByRole("link", { name: "Call +1 (802) 555-0142" })).toHaveAttribute("href", "tel:+18025550142");
    expect(screen.getByText("Sam:", { exact: false })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: `Report the group ${GROUP.name}` })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "All groups" })).toHaveAttribute("href", "/groups");
    expect(document.title).toBe(`${GROUP.name} | PawsWell`);
    expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute("content", GROUP.description);
  });

  it("tells a moderator the group is hidden, and why", async () => {
    stubFetch(() => json({ ...GROUP, status: "hidden", hiddenReason: "Spam" }));
    renderGroupPage();
    expect(await screen.findByRole("note")).toHaveTextContent("Hidden by a moderator: Spam");
  });

  it("says calmly that a missing group isn't here, with a way back to the groups", async () => {
    stubFetch(() => json({ message: "This group isn't here any more" }, 404));
    renderGroupPage("0d4b7c2a-0000-4000-8000-00000000dead");
    expect(await screen.findByRole("heading", { name: "This group isn't here any more" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Find a group" })).toHaveAttribute("href", "/groups");
  });

  it("offers Try again when the group could not be loaded", async () => {
    stubFetch(() => json({ message: "Service unavailable" }, 503));
    renderGroupPage();
    expect(await screen.findByRole("alert")).toHaveTextContent("We couldn't load this group right now.");
  });
});

describe("ResourcePage", () => {
  function renderResourcePage(id = RESOURCE_ID) {
    return renderAt(<Route path="/resources/:id" component={ResourcePage} />, `/resources/${id}`);
  }

  it("shows the resource in full, its picture and a link out that says it leaves the site", async () => {
    stubFetch(() => json(RESOURCE));
    renderResourcePage();
    expect(await screen.findByRole("heading", { level: 1, name: RESOURCE.title })).toBeInTheDocument();
    expect(screen.getByText("Veterinary")).toBeInTheDocument();
    expect(
      screen.getByText(/Bring a towel that smells of home\.\s+Write your questions down first\./),
    ).toBeInTheDocument();
    const image = document.querySelector("img");
    expect(image).toHaveAttribute("src", RESOURCE.imageUrl);
    expect(image).toHaveAttribute("alt", RESOURCE.imageAlt);

    expect(screen.getByText("This link leaves PawsWell for another site.")).toBeInTheDocument();
    const out = screen.getByRole("link", { name: /Visit vets\.example\.org/ });
    expect(out).toHaveAttribute("href", RESOURCE.url);
    expect(out).toHaveAttribute("target", "_blank");
    expect(out).toHaveAttribute("rel", "noopener noreferrer");
    expect(out).toHaveAccessibleName(/opens another site in a new tab/);

    expect(screen.getByRole("link", { name: "More in Veterinary" })).toHaveAttribute(
      "href",
      "/resources?category=veterinary",
    );
    expect(screen.getByRole("link", { name: "All resources" })).toHaveAttribute("href", "/resources");
  });

  it("shows our illustration for its category and no link out when the resource has neither", async () => {
    stubFetch(() => json({ ...RESOURCE, url: null, imageUrl: null }));
    renderResourcePage();
    await screen.findByRole("heading", { level: 1, name: RESOURCE.title });
    expect(screen.queryByRole("img")).toBeNull();
    expect(document.querySelector("img")).toHaveAttribute("src", "/illustrations/rabbit.svg");
    expect(screen.queryByText("This link leaves PawsWell for another site.")).toBeNull();
  });

  it("says calmly that a missing resource isn't here, with a way back", async () => {
    stubFetch(() => json({ message: "This resource isn't here any more" }, 404));
    renderResourcePage();
    expect(await screen.findByRole("heading", { name: "This resource isn't here any more" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Browse resources" })).toHaveAttribute("href", "/resources");
  });
});

describe("ResourcesPage: one section's own view", () => {
  const vet = (n: number) => ({
    ...RESOURCE,
    id: `0d4b7c2a-0000-4000-8000-0000000001${String(n).padStart(2, "0")}`,
    title: `Vet guide ${n}`,
  });

  // Each starts at its top like any new page: ScrollRestoration's part (lib/scroll-restoration.test.tsx).
  it("lists the section with Load more and a way back to every section", async () => {
    const fetchMock = stubFetch((url) =>
      url.includes("cursor=")
        ? json([vet(3)])
        : json([vet(1), vet(2)], 200, { Link: '</api/resources?category=veterinary&cursor=abc>; rel="next"' }),
    );
    renderAt(<ResourcesPage />, "/resources?category=veterinary");
    expect(await screen.findByRole("heading", { level: 1, name: "Veterinary resources" })).toBeInTheDocument();
    expect(await screen.findByText("Vet guide 1")).toBeInTheDocument();
    expect(String(fetchMock.mock.calls[0]![0])).toBe("/api/resources?category=veterinary");
    expect(screen.queryByRole("navigation", { name: "Resource sections" })).toBeNull();

    await userEvent.click(screen.getByRole("button", { name: "Load more" }));
    expect(await screen.findByText("Vet guide 3")).toBeInTheDocument();
    expect(within(screen.getByRole("list")).getAllByRole("listitem")).toHaveLength(3);

    await userEvent.click(screen.getByRole("link", { name: "All resource sections" }));
    expect(await screen.findByRole("heading", { level: 1, name: "Resources" })).toBeInTheDocument();
    expect(screen.getByRole("navigation", { name: "Resource sections" })).toBeInTheDocument();
  });

  it("says so when the section has nothing yet", async () => {
    stubFetch(() => json([]));
    renderAt(<ResourcesPage />, "/resources?category=grief-support");
    expect(await screen.findByText("No resources in this section yet.")).toBeInTheDocument();
  });

  it("shows every section for a section it does not know", async () => {
    stubFetch(() => json([]));
    renderAt(<ResourcesPage />, "/resources?category=gossip");
    expect(await screen.findByRole("heading", { level: 1, name: "Resources" })).toBeInTheDocument();
    expect(screen.getByRole("navigation", { name: "Resource sections" })).toBeInTheDocument();
  });
});
