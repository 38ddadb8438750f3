import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Toaster } from "@/components/ui/toaster";
import { json, stubFetch } from "@/test/fetch-stub";
import { renderAt } from "@/test/render";
import LoginPage from "./login-page";
import SignupPage from "./signup-page";

const luna = { id: "5b1e4c1e-0000-4000-8000-000000000001", username: "luna" };
const THREAD = "/community/p1#write-reply";
const NEXT = `next=${encodeURIComponent(THREAD)}`;

/** /login or /signup with `search` (`?next=…`) in its address. */
function renderWayIn(page: "login" | "signup", search: string) {
  return renderAt(
    <>
      {page === "login" ? <LoginPage /> : <SignupPage />}
      <Toaster />
    </>,
    `/${page}${search}`,
  );
}

async function logIn() {
  await userEvent.type(screen.getByLabelText("Username"), "luna");
  await userEvent.type(screen.getByLabelText("Password"), "moonlight-walks");
  await userEvent.click(screen.getByRole("button", { name: "Sign In" }));
}

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe("the way in returns the person to where they were", () => {
  it("sign-up keeps the way back on its link to /login and on the step there", async () => {
    stubFetch(() => json({ user: luna }, 201));
    const { history } = renderWayIn("signup", `?${NEXT}`);
    expect(screen.getByRole("link", { name: "Sign in" })).toHaveAttribute("href", `/login?${NEXT}`);
    await userEvent.type(screen.getByLabelText("Username"), "luna");
    await userEvent.type(screen.getByLabelText("Password"), "moonlight-walks");
    await userEvent.click(screen.getByLabelText("I am 16 or older"));
    await userEvent.click(screen.getByRole("button", { name: "Create Account" }));
    expect(await screen.findByText("Welcome to PawsWell!")).toBeInTheDocument();
    expect(history.at(-1)).toBe(`/login?${NEXT}`);
  });

  it("login goes back to the page the person came from, with its welcome", async () => {
    stubFetch(() => json({ user: luna }));
    const { history } = renderWayIn("login", `?${NEXT}`);
    expect(screen.getByRole("link", { name: "Create one here" })).toHaveAttribute("href", `/signup?${NEXT}`);
    await logIn();
    expect(await screen.findByText("Welcome back!")).toBeInTheDocument();
    await waitFor(() => expect(history.at(-1)).toBe(THREAD));
  });

  it("login goes back there after the two-factor code too", async () => {
    stubFetch((url) => (url === "/api/login" ? json({ twoFactorRequired: true }) : json({ user: luna })));
    const { history } = renderWayIn("login", `?${NEXT}`);
    await logIn();
    await userEvent.type(await screen.findByLabelText("The 6-digit code from your authenticator app"), "123456");
    await userEvent.click(screen.getByRole("button", { name: "Sign In" }));
    await waitFor(() => expect(history.at(-1)).toBe(THREAD));
  });

  it.each([
    ["another site", "https://evil.example/community"],
    ["a host without a scheme", "//evil.example"],
    ["a backslash host", "/\\evil.example"],
    ["the way in itself", "/signup"],
  ])("never leaves the site: a `next` naming %s leads home", async (_, next) => {
    stubFetch(() => json({ user: luna }));
    const { history } = renderWayIn("login", `?next=${encodeURIComponent(next)}`);
    expect(screen.getByRole("link", { name: "Create one here" })).toHaveAttribute("href", "/signup");
    await logIn();
    expect(await screen.findByText("Welcome back!")).toBeInTheDocument();
    await waitFor(() => expect(history.at(-1)).toBe("/"));
  });
});
