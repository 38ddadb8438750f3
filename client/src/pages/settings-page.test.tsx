import { act, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { logOut, rememberLogin } from "@/features/auth/session-store";
import { json, stubFetch } from "@/test/fetch-stub";
import { LAZY_CODE_TIMEOUT, renderAt } from "@/test/render";
import SettingsPage from "./settings-page";

afterEach(async () => {
  stubFetch(() => new Response(null, { status: 204 }));
  await act(() => logOut());
  vi.unstubAllGlobals();
});

describe("SettingsPage", () => {
  it("shows its heading and a skeleton at once, while its sections' code is still on the way", async () => {
    act(() => rememberLogin({ id: "u1", username: "maya" }));
    stubFetch(() => json({}));
    renderAt(<SettingsPage />, "/settings");
    expect(screen.getByRole("heading", { level: 1, name: "Settings" })).toBeInTheDocument();
    expect(screen.getByRole("status", { name: "Loading" })).toBeInTheDocument();

    expect(await screen.findByRole("navigation", { name: "Settings" }, LAZY_CODE_TIMEOUT)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Your data" })).toHaveAttribute("href", "#your-data");
    // The sections' code is large: its first import in a test can take seconds on a busy machine.
  }, 15_000);

  it("asks a visitor to log in, with no skeleton left behind", () => {
    stubFetch(() => json({}));
    renderAt(<SettingsPage />, "/settings");
    expect(screen.getByText("Log in to see your account settings.")).toBeInTheDocument();
    expect(screen.queryByRole("status", { name: "Loading" })).toBeNull();
  });
});
