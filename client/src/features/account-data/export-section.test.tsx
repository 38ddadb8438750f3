import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { DataExportView } from "@shared/account-data";
import { Toaster } from "@/components/ui/toaster";
import { json, stubFetch } from "@/test/fetch-stub";
import { renderAt } from "@/test/render";
import { ExportSection, formatBytes } from "./export-section";

const ID = "0b9c4c2e-3f1a-4e8e-9a53-6f7d2b1c0a11";
const building: DataExportView = {
  id: ID,
  status: "building",
  createdAt: "2026-11-23T10:00:00.000Z",
  readyAt: null,
  sizeBytes: null,
  expiresAt: null,
};
const ready: DataExportView = {
  ...building,
  status: "ready",
  readyAt: "2026-11-23T10:01:00.000Z",
  sizeBytes: 2.5 * 1024 * 1024,
  expiresAt: "2026-11-30T10:01:00.000Z",
};

function renderSection() {
  return renderAt(
    <>
      <ExportSection userId="u1" />
      <Toaster />
    </>,
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("ExportSection", () => {
  it("starts an export, says it is being prepared, and offers the download once it is ready", async () => {
    let latest: DataExportView | null = null;
    const fetch = stubFetch((url, init) => {
      if (init?.method === "POST") {
        latest = building;
        return json({ export: { id: ID, status: "building", createdAt: building.createdAt } }, 202);
      }
      return json(latest);
    });
    renderSection();
    expect(screen.getByRole("region", { name: "Export my data" })).toHaveAttribute("id", "your-data");
    await userEvent.click(await screen.findByRole("button", { name: "Export my data" }));
    expect(await screen.findByText(/Preparing your export/)).toBeInTheDocument();
    expect(fetch).toHaveBeenCalledWith("/api/account/exports", expect.objectContaining({ method: "POST" }));

    latest = ready;
    // Checked again every few seconds while it is being prepared.
    const link = await screen.findByRole("link", { name: "Download" }, { timeout: 6000 });
    expect(link).toHaveAttribute("href", `/api/account/exports/${ID}/download`);
    expect(screen.getByText(/Your export is ready \(2\.5 MB\)/)).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Make a new export" })).toBeEnabled();
  }, 10_000);

  it("says when preparing failed and lets the member try again", async () => {
    let latest: DataExportView = { ...building, status: "failed" };
    stubFetch((_url, init) => {
      if (init?.method === "POST") {
        latest = building;
        return json({ export: { id: ID, status: "building", createdAt: building.createdAt } }, 202);
      }
      return json(latest);
    });
    renderSection();
    expect(await screen.findByRole("alert")).toHaveTextContent(/Something went wrong while preparing your export/);
    await userEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByText(/Preparing your export/)).toBeInTheDocument();
  });

  it("says so when the latest export can't be checked, and checks again on request", async () => {
    let isDown = true;
    stubFetch(() => (isDown ? json({ message: "Something went wrong" }, 500) : json(null)));
    renderSection();
    expect(await screen.findByText("We couldn't check your export right now.")).toBeInTheDocument();
    isDown = false;
    await userEvent.click(screen.getByRole("button", { name: "Try again" }));
    await waitFor(() => expect(screen.getByRole("button", { name: "Export my data" })).toBeInTheDocument());
  });

  it("reads sizes as a person would", () => {
    expect(formatBytes(300)).toBe("1 KB");
    expect(formatBytes(830 * 1024)).toBe("830 KB");
    expect(formatBytes(2.4 * 1024 * 1024)).toBe("2.4 MB");
  });
});
