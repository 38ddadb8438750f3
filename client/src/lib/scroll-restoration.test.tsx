import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { Link } from "wouter";
import { navigate } from "wouter/use-browser-location";
import { isReturningToSavedPosition, ScrollRestoration } from "./scroll-restoration";

// jsdom lays nothing out and restores nothing: the scroll position is played here. The browser's
// own restoring (Back, Forward, a reload) is tested in a real browser (tests/e2e/scroll-restoration.spec.ts).
let scrollTop = 0;

function Harness() {
  return (
    <>
      <ScrollRestoration />
      <Link href="/item/1">Item one</Link>
      <button type="button">Filter</button>
      <main id="main" tabIndex={-1}>
        <p>Content</p>
      </main>
    </>
  );
}

/** History traversal in jsdom is asynchronous: resolves once its popstate has been handled. */
async function traverse(move: () => void) {
  const popped = new Promise((resolve) => window.addEventListener("popstate", resolve, { once: true }));
  move();
  await act(async () => {
    await popped;
  });
}

beforeEach(() => {
  // The wait for a #fragment goes frame by frame: the frames are played by the test's clock.
  vi.useFakeTimers({ toFake: ["requestAnimationFrame", "cancelAnimationFrame"] });
  scrollTop = 0;
  Object.defineProperty(window, "scrollY", { configurable: true, get: () => scrollTop });
  vi.stubGlobal("scrollTo", (options: ScrollToOptions) => (scrollTop = options.top ?? 0));
  history.replaceState(null, "", "/community");
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("ScrollRestoration", () => {
  it("leaves restoring to the browser, and moves neither the page nor focus on the first load", () => {
    scrollTop = 900;
    render(<Harness />);
    expect(history.scrollRestoration).toBe("auto");
    expect(window.scrollY).toBe(900);
    expect(document.activeElement).toBe(document.body);
    expect(isReturningToSavedPosition()).toBe(false);
  });

  it("starts a new page at its top with focus on <main>; Back leaves the place to the browser", async () => {
    render(<Harness />);
    scrollTop = 4000;
    await userEvent.click(screen.getByRole("link", { name: "Item one" }));
    expect(location.pathname).toBe("/item/1");
    expect(window.scrollY).toBe(0);
    expect(document.activeElement).toBe(document.getElementById("main"));
    expect(isReturningToSavedPosition()).toBe(false);

    scrollTop = 700;
    document.body.focus();
    await traverse(() => history.back());
    expect(location.pathname).toBe("/community");
    expect(isReturningToSavedPosition()).toBe(true);
    expect(window.scrollY).toBe(700);
    expect(document.activeElement).toBe(document.getElementById("main"));
  });

  it("knows a reload or a Back from another site is returning", () => {
    vi.spyOn(performance, "getEntriesByType").mockReturnValue([
      { type: "reload" } as unknown as PerformanceNavigationTiming,
    ]);
    expect(isReturningToSavedPosition()).toBe(true);
  });

  it("on a new address with a #fragment, goes to that element once it is on the page", async () => {
    render(<Harness />);
    scrollTop = 1500;
    const scrollIntoView = vi.fn();
    navigate("/item/2#reply-9");
    expect(window.scrollY).toBe(0);
    act(() => vi.advanceTimersByTime(80));
    const reply = document.createElement("article");
    reply.id = "reply-9";
    reply.scrollIntoView = scrollIntoView;
    reply.getClientRects = () => [new DOMRect(0, 900, 300, 80)] as unknown as DOMRectList;
    document.body.append(reply);
    await vi.waitFor(() => expect(scrollIntoView).toHaveBeenCalledWith({ block: "start" }));
    reply.remove();
  });

  it("moves nothing on a replaced entry; a query change starts at the top but keeps focus", () => {
    render(<Harness />);
    scrollTop = 1200;
    navigate("/community?location=vt", { replace: true });
    expect(window.scrollY).toBe(1200);

    screen.getByRole("button", { name: "Filter" }).focus();
    navigate("/community?category=grief");
    expect(window.scrollY).toBe(0);
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Filter" }));
  });
});
