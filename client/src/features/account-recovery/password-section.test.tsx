import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Toaster } from "@/components/ui/toaster";
import { json, stubFetch } from "@/test/fetch-stub";
import { renderAt } from "@/test/render";
import { PasswordSection } from "./password-section";

function renderSection() {
  return renderAt(
    <>
      <PasswordSection />
      <Toaster />
    </>,
    "/settings",
  );
}

async function fillIn(current: string, next: string) {
  if (current) await userEvent.type(screen.getByLabelText("Current password"), current);
  if (next) await userEvent.type(screen.getByLabelText("New password"), next);
  await userEvent.click(screen.getByRole("button", { name: "Change password" }));
}

afterEach(() => vi.unstubAllGlobals());

describe("PasswordSection", () => {
  it("needs the current password and a long enough new one, before calling the server", async () => {
    const fetchMock = stubFetch(() => new Response(null, { status: 204 }));
    renderSection();
    await fillIn("", "short");
    expect(await screen.findByText("Your current password is required")).toBeInTheDocument();
    expect(screen.getByText("Password must be at least 8 characters")).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("puts a wrong current password under its field", async () => {
    stubFetch(() =>
      json(
        {
          message: "currentPassword: That is not your current password.",
          issues: [{ path: "currentPassword", message: "That is not your current password." }],
        },
        400,
      ),
    );
    renderSection();
    await fillIn("not-it-at-all", "a-new-password");
    expect(await screen.findByText("That is not your current password.")).toBeInTheDocument();
    expect(screen.getByLabelText("Current password")).toHaveAttribute("aria-invalid", "true");
    expect(screen.queryByText("Password changed")).toBeNull();
  });

  it("changes the password, says other devices were logged out, and empties the form", async () => {
    let finish: (value: Response) => void = () => undefined;
    const fetchMock = stubFetch(() => new Promise<Response>((resolve) => (finish = resolve)));
    renderSection();
    await fillIn("the-old-password", "a-new-password");
    expect(await screen.findByRole("button", { name: "Changing..." })).toBeDisabled();
    finish(new Response(null, { status: 204 }));
    expect(await screen.findByText("Password changed")).toBeInTheDocument();
    expect(screen.getByText(/Other devices were logged out; this one stays logged in./)).toBeInTheDocument();
    expect(screen.getByLabelText("Current password")).toHaveValue("");
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe("/api/account/password");
    expect(JSON.parse(String(init?.body))).toEqual({
      currentPassword: "the-old-password",
      newPassword: "a-new-password",
    });
  });

  it("shows the server's reason for any other failure", async () => {
    stubFetch(() => json({ message: "Too many failed login attempts. Please try again later." }, 429));
    renderSection();
    await fillIn("the-old-password", "a-new-password");
    expect(await screen.findByText("We couldn't change your password.")).toBeInTheDocument();
    expect(screen.getByText("Too many failed login attempts. Please try again later.")).toBeInTheDocument();
  });
});
