import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Toaster } from "@/components/ui/toaster";
import { AdminScreen } from "@/features/admin/admin-screen";
import { getSessionState } from "@/features/auth/session-store";
import LoginPage from "@/pages/login-page";
import { json, stubFetch } from "@/test/fetch-stub";
import { renderAt } from "@/test/render";
import { TwoFactorSection } from "./two-factor-section";

const luna = { id: "5b1e4c1e-0000-4000-8000-000000000001", username: "luna" };
const QR_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 29 29"><path fill="#ffffff" d="M0 0h29v29H0z"/><path stroke="#000000" d="M2 2.5h7"/></svg>';
const SECRET = "JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP";
const CODES = Array.from({ length: 10 }, (_, index) => `4k7m${index}-q9xbd`);

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

const bodyOf = (init?: RequestInit) => JSON.parse(String(init?.body ?? "{}")) as Record<string, unknown>;

function renderLogin() {
  return renderAt(
    <>
      <LoginPage />
      <Toaster />
    </>,
    "/login",
  );
}

async function passwordStep() {
  await userEvent.type(screen.getByLabelText("Username"), "luna");
  await userEvent.type(screen.getByLabelText("Password"), "moonlight-walks");
  await userEvent.click(screen.getByRole("button", { name: "Sign In" }));
}

describe("Login with two-factor sign-in", () => {
  it("asks for the app's code after the password and logs in with it", async () => {
    const fetchMock = stubFetch((url) =>
      url === "/api/login" ? json({ twoFactorRequired: true }) : json({ user: luna }),
    );
    const { history } = renderLogin();
    await passwordStep();
    const codeField = await screen.findByLabelText("The 6-digit code from your authenticator app");
    expect(getSessionState().user).toBeNull();
    await userEvent.type(codeField, "123 456");
    await userEvent.click(screen.getByRole("button", { name: "Sign In" }));
    expect((await screen.findAllByText("Welcome back!", { exact: true })).length).toBeGreaterThan(0);
    const [url, init] = fetchMock.mock.calls.at(-1)!;
    expect(url).toBe("/api/login/two-factor");
    expect(bodyOf(init)).toEqual({ code: "123456" });
    expect(getSessionState().user).toMatchObject(luna);
    expect(history.at(-1)).toBe("/");
  });

  it("switches to a recovery code and shows the server's refusal", async () => {
    const fetchMock = stubFetch((url) =>
      url === "/api/login"
        ? json({ twoFactorRequired: true })
        : json({ message: "That code didn't work. Try the newest code from your app, or a recovery code." }, 401),
    );
    renderLogin();
    await passwordStep();
    await userEvent.click(await screen.findByRole("button", { name: "Use a recovery code instead" }));
    await userEvent.type(screen.getByLabelText("One of your recovery codes"), "4k7m2-q9xbd");
    await userEvent.click(screen.getByRole("button", { name: "Sign In" }));
    expect(
      (await screen.findAllByText("That code didn't work. Try the newest code from your app, or a recovery code."))
        .length,
    ).toBeGreaterThan(0);
    expect(bodyOf(fetchMock.mock.calls.at(-1)![1])).toEqual({ recoveryCode: "4k7m2-q9xbd" });
    expect(screen.getByRole("button", { name: "Use your authenticator app instead" })).toBeInTheDocument();
  });

  it("checks the code's shape before sending it", async () => {
    const fetchMock = stubFetch(() => json({ twoFactorRequired: true }));
    renderLogin();
    await passwordStep();
    await userEvent.type(await screen.findByLabelText("The 6-digit code from your authenticator app"), "12");
    await userEvent.click(screen.getByRole("button", { name: "Sign In" }));
    expect(await screen.findByText("Enter the 6-digit code from your authenticator app")).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});

describe("TwoFactorSection", () => {
  function renderSection() {
    return renderAt(
      <>
        <TwoFactorSection />
        <Toaster />
      </>,
      "/settings",
    );
  }

  it("turns it on: QR code and typed key, a code, then the recovery codes shown once", async () => {
    let enabled = false;
    const fetchMock = stubFetch((url, init) => {
      if (url === "/api/account/two-factor/setup")
        return json({ secret: SECRET, otpauthUri: "otpauth://totp/x", qrCodeSvg: QR_SVG });
      if (url === "/api/account/two-factor/confirm") {
        enabled = true;
        return json({ recoveryCodes: CODES });
      }
      expect(init?.method ?? "GET").toBe("GET");
      return json({ enabled, recoveryCodesLeft: enabled ? 10 : 0 });
    });
    renderSection();
    expect(await screen.findByText("Two-factor sign-in is off.")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Turn on two-factor sign-in" }));
    await userEvent.type(await screen.findByLabelText("Your current password"), "moonlight-walks");
    await userEvent.click(screen.getByRole("button", { name: "Continue" }));
    expect(await screen.findByRole("img", { name: /QR code/ })).toBeInTheDocument();
    expect(bodyOf(fetchMock.mock.calls.find(([url]) => String(url).endsWith("/setup"))![1])).toEqual({
      currentPassword: "moonlight-walks",
    });
    expect(screen.getByTestId("two-factor-secret")).toHaveTextContent("JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP");
    await userEvent.type(screen.getByLabelText("Enter the 6-digit code the app shows"), "654321");
    await userEvent.click(screen.getByRole("button", { name: "Turn on" }));
    expect(await screen.findByRole("heading", { name: "Save these recovery codes now" })).toHaveFocus();
    const list = screen.getByRole("list", { name: "Recovery codes" });
    expect(
      within(list)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(CODES);
    expect(screen.getByRole("button", { name: "Copy codes" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Download codes" })).toBeInTheDocument();
    expect(bodyOf(fetchMock.mock.calls.find(([url]) => String(url).endsWith("/confirm"))![1])).toEqual({
      code: "654321",
    });
    await userEvent.click(screen.getByRole("button", { name: "I've saved them" }));
    expect(await screen.findByText("Two-factor sign-in is on.")).toBeInTheDocument();
    expect(screen.getByText("10 recovery codes left.")).toBeInTheDocument();
    expect(screen.queryByText(CODES[0]!)).toBeNull();
  });

  it("asks for the current password before showing a key, and puts a wrong one under its field", async () => {
    const wrong = "That is not your current password.";
    const fetchMock = stubFetch((url) =>
      url.endsWith("/setup")
        ? json({ message: `currentPassword: ${wrong}`, issues: [{ path: "currentPassword", message: wrong }] }, 400)
        : json({ enabled: false, recoveryCodesLeft: 0 }),
    );
    renderSection();
    await userEvent.click(await screen.findByRole("button", { name: "Turn on two-factor sign-in" }));
    const field = await screen.findByLabelText("Your current password");
    await userEvent.click(screen.getByRole("button", { name: "Continue" }));
    expect(await screen.findByText("Your current password is required")).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url]) => String(url).endsWith("/setup"))).toBe(false);
    await userEvent.type(field, "not-it");
    await userEvent.click(screen.getByRole("button", { name: "Continue" }));
    expect(await screen.findByText(wrong)).toBeInTheDocument();
    expect(field).toHaveAttribute("aria-invalid", "true");
    expect(screen.queryByRole("img", { name: /QR code/ })).toBeNull();
    // Cancel goes back to the button, with nothing shown.
    await userEvent.click(screen.getByRole("button", { name: "Cancel" }));
    expect(screen.getByRole("button", { name: "Turn on two-factor sign-in" })).toBeInTheDocument();
  });

  it("says so when the code is wrong, and stays on the setup", async () => {
    stubFetch((url) => {
      if (url.endsWith("/setup")) return json({ secret: SECRET, otpauthUri: "otpauth://totp/x", qrCodeSvg: QR_SVG });
      if (url.endsWith("/confirm"))
        return json({ message: "That code didn't work. Check your authenticator app and try the newest code." }, 400);
      return json({ enabled: false, recoveryCodesLeft: 0 });
    });
    renderSection();
    await userEvent.click(await screen.findByRole("button", { name: "Turn on two-factor sign-in" }));
    await userEvent.type(await screen.findByLabelText("Your current password"), "moonlight-walks");
    await userEvent.click(screen.getByRole("button", { name: "Continue" }));
    await userEvent.type(await screen.findByLabelText("Enter the 6-digit code the app shows"), "111111");
    await userEvent.click(screen.getByRole("button", { name: "Turn on" }));
    expect(
      (await screen.findAllByText("That code didn't work. Check your authenticator app and try the newest code."))
        .length,
    ).toBeGreaterThan(0);
    expect(screen.getByRole("img", { name: /QR code/ })).toBeInTheDocument();
  });

  it("turns it off with the current password and a code", async () => {
    let enabled = true;
    const fetchMock = stubFetch((url, init) => {
      if (init?.method === "DELETE") {
        enabled = false;
        return new Response(null, { status: 204 });
      }
      return json({ enabled, recoveryCodesLeft: enabled ? 7 : 0 });
    });
    renderSection();
    expect(await screen.findByText("7 recovery codes left.")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Turn off" }));
    await userEvent.type(screen.getByLabelText("Your current password"), "moonlight-walks");
    await userEvent.type(screen.getByLabelText("A code from your app, or a recovery code"), "4k7m2-q9xbd");
    await userEvent.click(screen.getByRole("button", { name: "Turn off two-factor sign-in" }));
    expect(await screen.findByText("Two-factor sign-in is off.")).toBeInTheDocument();
    const deleted = fetchMock.mock.calls.find(([, init]) => init?.method === "DELETE")!;
    expect(bodyOf(deleted[1])).toEqual({ currentPassword: "moonlight-walks", code: "4k7m2-q9xbd" });
  });

  it("makes new recovery codes for a code", async () => {
    stubFetch((url) =>
      url.endsWith("/recovery-codes") ? json({ recoveryCodes: CODES }) : json({ enabled: true, recoveryCodesLeft: 2 }),
    );
    renderSection();
    await userEvent.click(await screen.findByRole("button", { name: "New recovery codes" }));
    await userEvent.type(screen.getByLabelText("A code from your authenticator app"), "123456");
    await userEvent.click(screen.getByRole("button", { name: "Make new codes" }));
    expect(await screen.findByRole("heading", { name: "Save these recovery codes now" })).toBeInTheDocument();
  });
});

describe("/admin when the server requires two-factor sign-in for moderators", () => {
  it("shows a calm prompt with the way to Settings instead of the tools", async () => {
    stubFetch((url) =>
      url === "/api/me"
        ? json({ user: { id: "m1", username: "mod", role: "moderator" } })
        : json(
            {
              message: "Set up two-factor sign-in in Settings to use moderation tools.",
              code: "two-factor-required",
            },
            403,
          ),
    );
    renderAt(<AdminScreen />, "/admin");
    expect(await screen.findByRole("heading", { name: "One more step before moderating" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Set up two-factor sign-in" })).toHaveAttribute("href", "/settings");
    await waitFor(() => expect(screen.queryByRole("tablist")).toBeNull());
  });
});
