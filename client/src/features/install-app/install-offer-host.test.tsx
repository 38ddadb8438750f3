import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { Router } from "wouter";
import { memoryLocation } from "wouter/memory-location";

/** A fresh store per test: it keeps its state at module level, as the app does for a page's life. */
async function freshHost() {
  vi.resetModules();
  const store = await import("./install-prompt-store");
  const { InstallOfferHost } = await import("./install-offer-host");
  return { store, InstallOfferHost };
}

function browserOffersInstall() {
  const event = Object.assign(new Event("beforeinstallprompt", { cancelable: true }), {
    prompt: vi.fn(() => Promise.resolve()),
    userChoice: Promise.resolve({ outcome: "dismissed" as const }),
  });
  act(() => {
    window.dispatchEvent(event);
  });
  return event;
}

describe("the install offer in the app", () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
  });
  afterEach(() => vi.restoreAllMocks());

  async function visit(path: string, { visits }: { visits: number }) {
    localStorage.setItem("pawswell.visits", String(visits - 1));
    const { store, InstallOfferHost } = await freshHost();
    store.catchInstallPrompt();
    const location = memoryLocation({ path, record: true });
    render(
      <Router hook={location.hook}>
        <InstallOfferHost />
      </Router>,
    );
    return location;
  }

  it("does not show on a first visit, however many screens", async () => {
    const location = await visit("/", { visits: 1 });
    const event = browserOffersInstall();
    expect(event.defaultPrevented).toBe(true);
    act(() => location.navigate("/community"));
    expect(screen.queryByRole("complementary", { name: /home screen/i })).toBeNull();
  });

  it("shows on a second visit from its second screen, but not on /crisis, and Not now is remembered", async () => {
    const location = await visit("/", { visits: 2 });
    browserOffersInstall();
    expect(screen.queryByRole("complementary", { name: /home screen/i })).toBeNull();
    act(() => location.navigate("/crisis"));
    expect(screen.queryByRole("complementary", { name: /home screen/i })).toBeNull();
    act(() => location.navigate("/community"));
    const offer = await screen.findByRole("complementary", { name: /home screen/i });
    await userEvent.click(screen.getByRole("button", { name: "Not now" }));
    expect(offer).not.toBeInTheDocument();
    expect(localStorage.getItem("pawswell.install-offer-dismissed")).not.toBeNull();
  });
});
