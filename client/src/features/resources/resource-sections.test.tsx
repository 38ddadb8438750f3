import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { sampleResources } from "@/features/samples/sample-resources";
import { json, stubFetch } from "@/test/fetch-stub";
import { renderAt } from "@/test/render";
import { ResourceSections } from "./resource-sections";

afterEach(() => vi.unstubAllGlobals());

const base = { imageUrl: null, createdAt: "2026-11-01T00:00:00Z" };
const id = (n: number) => `5b0c8a4e-0000-4000-8000-${String(n).padStart(12, "0")}`;
const vet = (n: number) => ({
  ...base,
  id: id(n),
  title: `Vet checklist ${n}`,
  content: "Check ups",
  category: "veterinary",
  url: "https://vet.example.org",
});
const article = {
  ...base,
  id: id(99),
  title: "Animals and calm",
  content: "q".repeat(160),
  category: "educational",
  url: null,
};

/** Answers each section's preview request from `byCategory` (nothing for the others). */
function stubSections(byCategory: Record<string, unknown[]>) {
  return stubFetch((url) => json(byCategory[new URL(url, "http://x").searchParams.get("category") ?? ""] ?? []));
}

describe("ResourceSections", () => {
  it("asks for each section's newest three, and shows the six sections in order with a jump list to them", async () => {
    const fetchMock = stubSections({ veterinary: [vet(1), vet(2), vet(3)], educational: [article] });
    renderAt(<ResourceSections />, "/resources");
    await screen.findByText("Vet checklist 1");
    expect(fetchMock.mock.calls.map(([url]) => String(url)).sort()).toEqual(
      ["educational", "mental-health", "pet-therapy", "veterinary", "grief-support", "local-resources"]
        .map((category) => `/api/resources?category=${category}&limit=3`)
        .sort(),
    );
    const labels = ["Educational", "Mental Health", "Pet Therapy", "Veterinary", "Grief Support", "Local Resources"];
    expect(screen.getAllByRole("heading", { level: 2 }).map((h) => h.textContent)).toEqual(labels);

    const jumpList = screen.getByRole("navigation", { name: "Resource sections" });
    const jumps = within(jumpList).getAllByRole("link");
    expect(jumps.map((link) => link.textContent)).toEqual(labels);
    for (const link of jumps) {
      const target = document.getElementById(link.getAttribute("href")!.slice(1));
      expect(target?.tagName, link.textContent ?? "").toBe("SECTION");
    }
    expect(within(screen.getByRole("region", { name: "Veterinary" })).getAllByRole("listitem")).toHaveLength(3);
  });

  it("offers 'See all' for a section with resources, leading to its own view; an empty one says so", async () => {
    stubSections({ veterinary: [vet(1)] });
    renderAt(<ResourceSections />, "/resources");
    const vetSection = await screen.findByRole("region", { name: "Veterinary" });
    expect(within(vetSection).getByRole("link", { name: "See all Veterinary" })).toHaveAttribute(
      "href",
      "/resources?category=veterinary",
    );
    const grief = screen.getByRole("region", { name: "Grief Support" });
    expect(within(grief).getByText("No resources in this section yet.")).toBeInTheDocument();
    expect(within(grief).queryByRole("link", { name: /See all/ })).toBeNull();
  });

  it("links each title to the resource's page; articles open in place, others link out safely", async () => {
    stubSections({ veterinary: [vet(1)], educational: [article] });
    renderAt(<ResourceSections />, "/resources");
    expect(await screen.findByRole("link", { name: "Vet checklist 1" })).toHaveAttribute("href", `/resources/${id(1)}`);

    expect(screen.getByText(`${"q".repeat(150)}...`)).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "View Article" }));
    expect(screen.getByText("q".repeat(160))).toBeInTheDocument();

    const link = within(screen.getByRole("region", { name: "Veterinary" })).getByRole("link", { name: /View More/ });
    expect(link).toHaveAttribute("href", "https://vet.example.org");
    expect(link).toHaveAttribute("target", "_blank");
    expect(link).toHaveAttribute("rel", "noopener noreferrer");
  });

  it("shows the built-in samples, without links to pages that do not exist, when the server has none", async () => {
    stubSections({});
    renderAt(<ResourceSections />, "/resources");
    expect(await screen.findByText(sampleResources[0]!.title)).toBeInTheDocument();
    expect(screen.queryByRole("link", { name: sampleResources[0]!.title })).toBeNull();
    expect(screen.queryByRole("link", { name: /See all/ })).toBeNull();
  });

  it("says calmly that the resources could not be loaded, without the samples, when the server fails", async () => {
    stubFetch(() => json({ message: "Service unavailable" }, 503));
    renderAt(<ResourceSections />, "/resources");
    expect(await screen.findByRole("alert")).toHaveTextContent("We couldn't load the resources right now.");
    expect(screen.queryByText(sampleResources[0]!.title)).toBeNull();
    expect(screen.getByRole("button", { name: "Try again" })).toBeInTheDocument();
  });

  it("says so within a section that alone failed, and keeps the others", async () => {
    stubFetch((url) =>
      url.includes("veterinary")
        ? json({ message: "Service unavailable" }, 503)
        : json(url.includes("educational") ? [article] : []),
    );
    renderAt(<ResourceSections />, "/resources");
    expect(await screen.findByText("Animals and calm")).toBeInTheDocument();
    const vetSection = screen.getByRole("region", { name: "Veterinary" });
    expect(await within(vetSection).findByRole("alert")).toHaveTextContent("We couldn't load Veterinary right now.");
    expect(screen.queryByText(sampleResources[0]!.title)).toBeNull();
  });
});
