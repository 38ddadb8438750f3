import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Toaster } from "@/components/ui/toaster";
import { json, stubFetch } from "@/test/fetch-stub";
import { renderAt } from "@/test/render";
import ForgotPasswordPage from "./forgot-password-page";
import LoginPage from "./login-page";
import ResetPasswordPage from "./reset-password-page";
import RevertEmailPage from "./revert-email-page";
import SignupPage from "./signup-page";
import VerifyEmailPage from "./verify-email-page";

const ANSWER = "If that address belongs to an account, we've sent a link.";
const EXPIRED = "This link has expired or was already used.";

const withToaster = (page: React.ReactElement) => (
  <>
    {page}
    <Toaster />
  </>
);

const bodyOf = (init?: RequestInit) => JSON.parse(String(init?.body)) as Record<string, unknown>;

afterEach(() => vi.unstubAllGlobals());

describe("LoginPage", () => {
  it("offers a way back in for a forgotten password", () => {
    renderAt(<LoginPage />, "/login");
    expect(screen.getByRole("link", { name: "Forgot password?" })).toHaveAttribute("href", "/forgot-password");
  });
});

describe("SignupPage with an email", () => {
  it("sends the optional address and says a link is on its way", async () => {
    const fetchMock = stubFetch(() => json({ user: { id: "u1", username: "luna" } }, 201));
    const { history } = renderAt(withToaster(<SignupPage />), "/signup");
    await userEvent.type(screen.getByLabelText("Username"), "luna");
    await userEvent.type(screen.getByLabelText("Password"), "moonlight-walks");
    await userEvent.type(screen.getByLabelText("Email (for recovery, never shown)"), "luna@example.org");
    await userEvent.click(screen.getByLabelText("I am 16 or older"));
    await userEvent.click(screen.getByRole("button", { name: "Create Account" }));
    expect(await screen.findByText(/We've sent a link to confirm your email/)).toBeInTheDocument();
    expect(bodyOf(fetchMock.mock.calls[0]![1])).toEqual({
      username: "luna",
      password: "moonlight-walks",
      email: "luna@example.org",
      ageConfirmed: true,
    });
    expect(history.at(-1)).toBe("/login");
  });

  it("leaves the address out when the field is empty", async () => {
    const fetchMock = stubFetch(() => json({ user: { id: "u1", username: "luna" } }, 201));
    renderAt(withToaster(<SignupPage />), "/signup");
    await userEvent.type(screen.getByLabelText("Username"), "luna");
    await userEvent.type(screen.getByLabelText("Password"), "moonlight-walks");
    await userEvent.click(screen.getByLabelText("I am 16 or older"));
    await userEvent.click(screen.getByRole("button", { name: "Create Account" }));
    expect(
      await screen.findByText("Your account has been created successfully. Please log in to continue."),
    ).toBeInTheDocument();
    expect(bodyOf(fetchMock.mock.calls[0]![1])).toEqual({
      username: "luna",
      password: "moonlight-walks",
      ageConfirmed: true,
    });
  });

  it("checks the address before sending", async () => {
    const fetchMock = stubFetch(() => json({}, 201));
    renderAt(<SignupPage />, "/signup");
    await userEvent.type(screen.getByLabelText("Username"), "luna");
    await userEvent.type(screen.getByLabelText("Password"), "moonlight-walks");
    await userEvent.type(screen.getByLabelText("Email (for recovery, never shown)"), "luna-at-home");
    await userEvent.click(screen.getByRole("button", { name: "Create Account" }));
    expect(await screen.findByText("Please enter a valid email address")).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe("ForgotPasswordPage", () => {
  it("checks the address, then gives the one answer", async () => {
    let finish: (value: Response) => void = () => undefined;
    const fetchMock = stubFetch(() => new Promise<Response>((resolve) => (finish = resolve)));
    renderAt(<ForgotPasswordPage />, "/forgot-password");
    expect(screen.getByRole("heading", { name: "Forgot your password?" })).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText("Email"), "nope");
    await userEvent.click(screen.getByRole("button", { name: "Send me a link" }));
    expect(await screen.findByText("Please enter a valid email address")).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();

    await userEvent.clear(screen.getByLabelText("Email"));
    await userEvent.type(screen.getByLabelText("Email"), "sam@example.org");
    await userEvent.click(screen.getByRole("button", { name: "Send me a link" }));
    expect(await screen.findByRole("button", { name: "Sending..." })).toBeDisabled();
    finish(json({ message: ANSWER }, 202));
    expect(await screen.findByText(ANSWER)).toBeInTheDocument();
    expect(fetchMock.mock.calls[0]![0]).toBe("/api/password/forgot");
    expect(screen.getByRole("link", { name: "Back to log in" })).toHaveAttribute("href", "/login");
  });

  it("says so when too many requests were made", async () => {
    stubFetch(() => json({ message: "Too many reset requests. Please try again later." }, 429));
    renderAt(withToaster(<ForgotPasswordPage />), "/forgot-password");
    await userEvent.type(screen.getByLabelText("Email"), "sam@example.org");
    await userEvent.click(screen.getByRole("button", { name: "Send me a link" }));
    expect(await screen.findByText("Too many reset requests. Please try again later.")).toBeInTheDocument();
    expect(screen.queryByText(ANSWER)).toBeNull();
  });
});

describe("ResetPasswordPage", () => {
  it("says a link without its token is incomplete", () => {
    stubFetch(() => json({}));
    renderAt(<ResetPasswordPage />, "/reset-password");
    expect(screen.getByRole("alert")).toHaveTextContent("This link is incomplete.");
    expect(screen.queryByLabelText("New password")).toBeNull();
    expect(screen.getByRole("link", { name: "Ask for a new one" })).toHaveAttribute("href", "/forgot-password");
  });

  it("sets the new password with the link's token and goes to log in", async () => {
    const fetchMock = stubFetch(() => json({ message: "Your password is set." }));
    const { history } = renderAt(withToaster(<ResetPasswordPage />), "/reset-password?token=abc_DEF-123");
    await userEvent.type(screen.getByLabelText("New password"), "short");
    await userEvent.click(screen.getByRole("button", { name: "Set new password" }));
    expect(await screen.findByText("Password must be at least 8 characters")).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();

    await userEvent.clear(screen.getByLabelText("New password"));
    await userEvent.type(screen.getByLabelText("New password"), "a-brand-new-password");
    await userEvent.click(screen.getByRole("button", { name: "Set new password" }));
    expect(await screen.findByText("Your password is set.")).toBeInTheDocument();
    const reset = fetchMock.mock.calls.find(([url]) => url === "/api/password/reset");
    expect(bodyOf(reset?.[1])).toEqual({ token: "abc_DEF-123", password: "a-brand-new-password" });
    expect(history.at(-1)).toBe("/login");
  });

  it("says when the link has expired or was used", async () => {
    stubFetch(() => json({ message: EXPIRED }, 400));
    const { history } = renderAt(withToaster(<ResetPasswordPage />), "/reset-password?token=used");
    await userEvent.type(screen.getByLabelText("New password"), "a-brand-new-password");
    await userEvent.click(screen.getByRole("button", { name: "Set new password" }));
    expect(await screen.findByText(EXPIRED)).toBeInTheDocument();
    expect(history.at(-1)).toBe("/reset-password?token=used");
  });
});

describe("VerifyEmailPage", () => {
  it("confirms the address once, from the link's token", async () => {
    const fetchMock = stubFetch(() => json({ email: "sam@example.org" }));
    renderAt(<VerifyEmailPage />, "/verify-email?token=tok123");
    expect(screen.getByText("Confirming your address...")).toBeInTheDocument();
    expect(await screen.findByText("Thank you: sam@example.org is confirmed.")).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(bodyOf(fetchMock.mock.calls[0]![1])).toEqual({ token: "tok123" });
    expect(screen.getByRole("link", { name: "Go to your settings" })).toHaveAttribute("href", "/settings");
  });

  it("says when the link has expired or was used", async () => {
    stubFetch(() => json({ message: EXPIRED }, 400));
    renderAt(<VerifyEmailPage />, "/verify-email?token=old");
    expect(await screen.findByRole("alert")).toHaveTextContent(EXPIRED);
  });

  it("says when the address was confirmed by someone else meanwhile", async () => {
    stubFetch(() => json({ message: "That address is already in use." }, 409));
    renderAt(<VerifyEmailPage />, "/verify-email?token=late");
    expect(await screen.findByRole("alert")).toHaveTextContent("That address is already in use.");
  });

  it("sends nothing for a link without its token", () => {
    const fetchMock = stubFetch(() => json({}));
    renderAt(<VerifyEmailPage />, "/verify-email");
    expect(screen.getByRole("alert")).toHaveTextContent("This link is incomplete.");
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe("RevertEmailPage", () => {
  it("waits for a press, puts the address back, then sets a new password with the answer's token", async () => {
    const fetchMock = stubFetch((url) =>
      url === "/api/account/email/revert"
        ? json({ email: "sam@example.org", resetToken: "reset_TOKEN-1" })
        : json({ message: "Your password is set." }),
    );
    const { history } = renderAt(withToaster(<RevertEmailPage />), "/revert-email?token=undo123");
    // Opening the link alone changes nothing: a mail scanner may open it.
    expect(screen.getByText(/If you did not change the email address/)).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole("button", { name: "Put my address back" }));
    expect(await screen.findByText("sam@example.org is your account's address again.")).toBeInTheDocument();
    const revert = fetchMock.mock.calls.find(([url]) => url === "/api/account/email/revert");
    expect(bodyOf(revert?.[1])).toEqual({ token: "undo123" });

    await userEvent.type(screen.getByLabelText("New password"), "a-brand-new-password");
    await userEvent.click(screen.getByRole("button", { name: "Set new password" }));
    expect(await screen.findByText("Your password is set.")).toBeInTheDocument();
    const reset = fetchMock.mock.calls.find(([url]) => url === "/api/password/reset");
    expect(bodyOf(reset?.[1])).toEqual({ token: "reset_TOKEN-1", password: "a-brand-new-password" });
    expect(history.at(-1)).toBe("/login");
  });

  it("says when the link has expired or was used, with the ways back in", async () => {
    stubFetch(() => json({ message: EXPIRED }, 400));
    renderAt(<RevertEmailPage />, "/revert-email?token=old");
    await userEvent.click(screen.getByRole("button", { name: "Put my address back" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(EXPIRED);
    expect(screen.getByRole("link", { name: "Reset your password" })).toHaveAttribute("href", "/forgot-password");
  });

  it("sends nothing for a link without its token", () => {
    const fetchMock = stubFetch(() => json({}));
    renderAt(<RevertEmailPage />, "/revert-email");
    expect(screen.getByRole("alert")).toHaveTextContent("This link is incomplete.");
    expect(screen.queryByRole("button", { name: "Put my address back" })).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
