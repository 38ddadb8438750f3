import { act, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { TEXT_SIZE_STORAGE_KEY, THEME_STORAGE_KEY } from "@shared/appearance-script";
import { Toaster } from "@/components/ui/toaster";
import { logOut, rememberLogin } from "@/features/auth/session-store";
import { json, stubFetch } from "@/test/fetch-stub";
import { LAZY_CODE_TIMEOUT, renderAt } from "@/test/render";
import { AppearanceSection } from "./appearance-section";
import { applyAppearance, storedAppearance } from "./appearance-store";
import { FooterAppearance } from "./footer-appearance";

const html = document.documentElement;

/** An account server: GET answers `saved`, PUT records its body and keeps it (or fails with `failPut`). */
function accountServer(saved = { theme: "system", textSize: "normal" }, options: { failPut?: string } = {}) {
  let current = saved;
  const puts: unknown[] = [];
  stubFetch((url, init) => {
    if (url !== "/api/account/appearance") return json({ message: "unexpected" }, 404);
    if (init?.method !== "PUT") return json(current);
    const body = JSON.parse(String(init.body)) as typeof saved;
    puts.push(body);
    if (options.failPut) return json({ message: options.failPut }, 400);
    current = body;
    return json(current);
  });
  return { puts };
}

beforeEach(() => {
  localStorage.clear();
  act(() => applyAppearance({ theme: "system", textSize: "normal" }));
});
afterEach(() => act(() => logOut()));

describe("the appearance store", () => {
  it("puts a choice on <html> and in storage, and a default as nothing at all", () => {
    act(() => applyAppearance({ theme: "dark", textSize: "largest" }));
    expect(html.getAttribute("data-theme")).toBe("dark");
    expect(html.getAttribute("data-text-size")).toBe("largest");
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe("dark");
    expect(localStorage.getItem(TEXT_SIZE_STORAGE_KEY)).toBe("largest");

    act(() => applyAppearance({ theme: "system", textSize: "normal" }));
    expect(html.hasAttribute("data-theme")).toBe(false);
    expect(html.hasAttribute("data-text-size")).toBe(false);
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBeNull();
    expect(localStorage.getItem(TEXT_SIZE_STORAGE_KEY)).toBeNull();
  });

  it("reads unknown stored values as the defaults", () => {
    localStorage.setItem(THEME_STORAGE_KEY, "sepia");
    localStorage.setItem(TEXT_SIZE_STORAGE_KEY, "huge");
    expect(storedAppearance()).toEqual({ theme: "system", textSize: "normal" });
  });

  it("follows a change another tab made", async () => {
    renderAt(<AppearanceSection />, "/settings");
    localStorage.setItem(THEME_STORAGE_KEY, "light");
    act(() => void window.dispatchEvent(new StorageEvent("storage", { key: THEME_STORAGE_KEY })));
    expect(html.getAttribute("data-theme")).toBe("light");
    expect(await screen.findByRole("radio", { name: "Light" })).toBeChecked();
  });
});

describe("choosing", () => {
  it("a visitor's choice shows at once and stays in the browser only", async () => {
    const { puts } = accountServer();
    renderAt(<FooterAppearance />);
    await userEvent.click(screen.getByRole("button", { name: "Appearance" }));
    await userEvent.click(await screen.findByRole("radio", { name: "Dark" }, LAZY_CODE_TIMEOUT));
    expect(html.getAttribute("data-theme")).toBe("dark");
    await userEvent.click(screen.getByRole("radio", { name: "Larger" }));
    expect(html.getAttribute("data-text-size")).toBe("larger");
    expect(await screen.findByText("Saved in this browser.")).toBeInTheDocument();
    expect(storedAppearance()).toEqual({ theme: "dark", textSize: "larger" });
    expect(puts).toEqual([]);
  });

  it("a member's choice is also saved to their account", async () => {
    const { puts } = accountServer();
    act(() => rememberLogin({ id: "u1", username: "maya" }));
    renderAt(<AppearanceSection />, "/settings");
    expect(screen.getByRole("radio", { name: "Same as this device" })).toBeChecked();
    await userEvent.click(screen.getByRole("radio", { name: "Smaller" }));
    expect(await screen.findByText("Saved to your account.")).toBeInTheDocument();
    expect(puts).toEqual([{ theme: "system", textSize: "smaller" }]);
    expect(html.getAttribute("data-text-size")).toBe("smaller");
  });

  it("a member's failed save says so", async () => {
    accountServer(undefined, { failPut: "theme must be one of system, light, dark" });
    act(() => rememberLogin({ id: "u1", username: "maya" }));
    renderAt(
      <>
        <AppearanceSection />
        <Toaster />
      </>,
      "/settings",
    );
    await userEvent.click(screen.getByRole("radio", { name: "Dark" }));
    expect(await screen.findByText("We couldn't save that change.")).toBeInTheDocument();
    expect(screen.queryByText("Saved to your account.")).not.toBeInTheDocument();
  });
});

describe("a member's saved choice", () => {
  it("wins over this browser's once their session is known, and is copied to it", async () => {
    accountServer({ theme: "dark", textSize: "largest" });
    act(() => applyAppearance({ theme: "light", textSize: "smaller" }));
    renderAt(<FooterAppearance />);
    expect(html.getAttribute("data-theme")).toBe("light");
    act(() => rememberLogin({ id: "u1", username: "maya" }));
    await waitFor(() => expect(html.getAttribute("data-theme")).toBe("dark"));
    expect(html.getAttribute("data-text-size")).toBe("largest");
    expect(storedAppearance()).toEqual({ theme: "dark", textSize: "largest" });
  });
});
