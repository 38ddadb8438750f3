import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Toaster } from "@/components/ui/toaster";
import { getSessionState } from "@/features/auth/session-store";
import { signedUpState } from "@/features/auth/signed-up";
import { renderAt } from "@/test/render";
import LoginPage from "./login-page";
import SignupPage from "./signup-page";

const luna = { id: "5b1e4c1e-0000-4000-8000-000000000001", username: "luna" };

function answer(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
}

async function fillIn(username: string, password: string) {
  if (username) await userEvent.type(screen.getByLabelText("Username"), username);
  if (password) await userEvent.type(screen.getByLabelText("Password"), password);
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("SignupPage", () => {
  it("links the community guidelines, in a new tab", () => {
    renderAt(<SignupPage />, "/signup");
    const link = screen.getByRole("link", { name: "Community guidelines" });
    expect(link).toHaveAttribute("href", "/guidelines");
    expect(link).toHaveAttribute("target", "_blank");
  });

  it("shows field errors under each field without calling the server", async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal("fetch", fetchMock);
    renderAt(<SignupPage />, "/signup");
    await fillIn("a!", "short");
    await userEvent.click(screen.getByRole("button", { name: "Create Account" }));
    expect(await screen.findByText("Username must be at least 3 characters")).toBeInTheDocument();
    expect(screen.getByText("Password must be at least 8 characters")).toBeInTheDocument();
    expect(screen.getByLabelText("Username")).toHaveAttribute("aria-invalid", "true");
    const age = screen.getByLabelText("I am 16 or older");
    expect(age).toHaveAttribute("aria-invalid", "true");
    expect(age).toHaveAccessibleDescription(/Please confirm you are 16 or older/);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("creates the account, shows the welcome toast and goes to /login without logging in", async () => {
    let finish: (value: Response) => void = () => undefined;
    const fetchMock = vi.fn().mockReturnValue(new Promise<Response>((resolve) => (finish = resolve)));
    vi.stubGlobal("fetch", fetchMock);
    const { history } = renderAt(
      <>
        <SignupPage />
        <Toaster />
      </>,
      "/signup",
    );
    expect(screen.getByRole("link", { name: "Sign in" })).toHaveAttribute("href", "/login");
    await fillIn("luna", "moonlight-walks");
    await userEvent.click(screen.getByLabelText("I am 16 or older"));
    await userEvent.click(screen.getByRole("button", { name: "Create Account" }));
    expect(await screen.findByRole("button", { name: "Creating Account..." })).toBeDisabled();
    expect(JSON.parse(String((fetchMock.mock.calls[0]![1] as RequestInit).body))).toEqual({
      username: "luna",
      password: "moonlight-walks",
      ageConfirmed: true,
    });
    finish(answer(201, { user: luna }));
    expect(await screen.findByText("Welcome to PawsWell!")).toBeInTheDocument();
    expect(
      screen.getByText("Your account has been created successfully. Please log in to continue."),
    ).toBeInTheDocument();
    expect(history.at(-1)).toBe("/login");
    expect(localStorage.getItem("user")).toBeNull();
  });

  it("shows the server's message when registration fails", async () => {
    vi.stubGlobal("fetch", vi.fn().mockResolvedValue(answer(409, { message: "Username already exists" })));
    renderAt(
      <>
        <SignupPage />
        <Toaster />
      </>,
      "/signup",
    );
    await fillIn("luna", "moonlight-walks");
    await userEvent.click(screen.getByLabelText("I am 16 or older"));
    await userEvent.click(screen.getByRole("button", { name: "Create Account" }));
    expect(await screen.findByText("Registration Failed")).toBeInTheDocument();
    expect(screen.getByText("Username already exists")).toBeInTheDocument();
  });
});

describe("LoginPage", () => {
  it("logs in, stores the user, greets them and goes home", async () => {
    vi.stubGlobal("fetch", vi.fn().mockResolvedValue(answer(200, { user: luna })));
    const { history } = renderAt(
      <>
        <LoginPage />
        <Toaster />
      </>,
      "/login",
    );
    expect(screen.getByRole("link", { name: "Create one here" })).toHaveAttribute("href", "/signup");
    await fillIn("luna", "moonlight-walks");
    await userEvent.click(screen.getByRole("button", { name: "Sign In" }));
    expect(await screen.findByText("Welcome back!")).toBeInTheDocument();
    expect(screen.getByText("Hello luna, great to see you again.")).toBeInTheDocument();
    await waitFor(() => expect(history.at(-1)).toBe("/"));
    expect(JSON.parse(localStorage.getItem("user") ?? "null")).toEqual(luna);
    expect(getSessionState().user).toEqual(luna);
  });

  it("after sign-up, has the new username filled in and the password focused", async () => {
    window.history.replaceState(signedUpState("luna"), "");
    try {
      renderAt(<LoginPage />, "/login");
      await waitFor(() => expect(screen.getByLabelText("Username")).toHaveValue("luna"));
      expect(screen.getByLabelText("Password")).toHaveFocus();
    } finally {
      window.history.replaceState(null, "");
    }
  });

  it("starts empty when nobody has just signed up", () => {
    renderAt(<LoginPage />, "/login");
    expect(screen.getByLabelText("Username")).toHaveValue("");
    expect(screen.getByLabelText("Password")).not.toHaveFocus();
  });

  it("shows 'Login Failed' with the server's message, or 'Login failed' when there is none", async () => {
    vi.stubGlobal("fetch", vi.fn().mockResolvedValue(answer(401, { message: "Invalid username or password" })));
    renderAt(
      <>
        <LoginPage />
        <Toaster />
      </>,
      "/login",
    );
    await fillIn("luna", "wrong-password");
    await userEvent.click(screen.getByRole("button", { name: "Sign In" }));
    expect(await screen.findByText("Login Failed")).toBeInTheDocument();
    expect(screen.getByText("Invalid username or password")).toBeInTheDocument();

    vi.stubGlobal("fetch", vi.fn().mockRejectedValue(new TypeError("Failed to fetch")));
    await userEvent.click(screen.getByRole("button", { name: "Sign In" }));
    expect(await screen.findByText("Login failed")).toBeInTheDocument();
  });
});
