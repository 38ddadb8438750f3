import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { sampleResources } from "@/features/samples/sample-resources";
import { json, stubFetch } from "@/test/fetch-stub";
import { renderAt } from "@/test/render";
import { ResourceSections } from "./resource-sections";

afterEach(() => vi.unstubAllGlobals());

const base = { imageUrl: null, createdAt: "2026-11-01T00:00:00Z" };

describe("ResourceSections", () => {
  it("shows six sections in order, articles cut to 150 with View Article, others with a safe View More link", async () => {
    stubFetch(() =>
      json([
        {
          ...base,
          id: "r1",
          title: "Vet checklist",
          content: "Check ups",
          category: "veterinary",
          url: "https://vet.example.org",
        },
        { ...base, id: "r2", title: "Animals and calm", content: "q".repeat(160), category: "educational", url: null },
      ]),
    );
    renderAt(<ResourceSections />);
    await screen.findByText("Vet checklist");
    expect(screen.getAllByRole("heading", { level: 2 }).map((h) => h.textContent)).toEqual([
      "Educational",
      "Mental Health",
      "Pet Therapy",
      "Veterinary",
      "Grief Support",
      "Local Resources",
    ]);

    expect(screen.getByText(`${"q".repeat(150)}...`)).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "View Article" }));
    expect(screen.getByText("q".repeat(160))).toBeInTheDocument();

    const vet = screen.getByRole("region", { name: "Veterinary" });
    const link = within(vet).getByRole("link", { name: /View More/ });
    expect(link).toHaveAttribute("href", "https://vet.example.org");
    expect(link).toHaveAttribute("target", "_blank");
    expect(link).toHaveAttribute("rel", "noopener noreferrer");
  });

  it("shows the built-in samples when the server has none", async () => {
    stubFetch(() => json([]));
    renderAt(<ResourceSections />);
    expect(await screen.findByText(sampleResources[0]!.title)).toBeInTheDocument();
  });

  it("says calmly that the resources could not be loaded, without the samples, when the server fails", async () => {
    stubFetch(() => json({ message: "Service unavailable" }, 503));
    renderAt(<ResourceSections />);
    expect(await screen.findByRole("alert")).toHaveTextContent("We couldn't load the resources right now.");
    expect(screen.queryByText(sampleResources[0]!.title)).toBeNull();
    expect(screen.getByRole("button", { name: "Try again" })).toBeInTheDocument();
  });
});
