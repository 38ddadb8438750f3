import { act, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Toaster } from "@/components/ui/toaster";
import { getSessionState, logOut, rememberLogin } from "@/features/auth/session-store";
import { json, stubFetch } from "@/test/fetch-stub";
import { renderAt } from "@/test/render";
import { DeleteAccountSection, GOODBYE_TITLE } from "./delete-account-section";

function renderSection() {
  return renderAt(
    <>
      <DeleteAccountSection />
      <Toaster />
    </>,
    "/settings",
  );
}

afterEach(async () => {
  stubFetch(() => new Response(null, { status: 204 }));
  await act(() => logOut());
  vi.unstubAllGlobals();
});

describe("DeleteAccountSection", () => {
  it("asks for a choice and the password before sending anything", async () => {
    const fetch = stubFetch(() => new Response(null, { status: 204 }));
    renderSection();
    await userEvent.click(screen.getByRole("button", { name: "Delete my account" }));
    const dialog = await screen.findByRole("dialog", { name: "Delete your account?" });
    expect(dialog).toHaveTextContent("Your username stays reserved for 30 days");
    await userEvent.click(screen.getAllByRole("button", { name: "Delete my account" }).at(-1)!);
    expect(await screen.findByText("Choose whether to keep or delete what you wrote")).toBeInTheDocument();
    expect(screen.getByText("Password is required")).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
  });

  it("shows the server's answer on the password field when it is wrong, and keeps the account", async () => {
    rememberLogin({ id: "u1", username: "maya" });
    stubFetch(() => json({ message: "That password isn't right" }, 401));
    renderSection();
    await userEvent.click(screen.getByRole("button", { name: "Delete my account" }));
    await userEvent.click(await screen.findByRole("radio", { name: /Keep them, shown as “A former member”/ }));
    await userEvent.type(screen.getByLabelText("Your password"), "wrong-password");
    await userEvent.click(screen.getAllByRole("button", { name: "Delete my account" }).at(-1)!);
    expect(await screen.findByText("That password isn't right")).toBeInTheDocument();
    expect(screen.getByLabelText("Your password")).toHaveAttribute("aria-invalid", "true");
    expect(getSessionState().user?.username).toBe("maya");
  });

  it("sends the choice, password and code, then logs out, goes home and says goodbye", async () => {
    rememberLogin({ id: "u1", username: "maya" });
    const fetch = stubFetch(() => new Response(null, { status: 204 }));
    const { history } = renderSection();
    await userEvent.click(screen.getByRole("button", { name: "Delete my account" }));
    await userEvent.click(await screen.findByRole("radio", { name: /Delete my posts, replies, stories and photos/ }));
    await userEvent.type(screen.getByLabelText("Your password"), "correct-horse-battery");
    await userEvent.type(screen.getByLabelText("Two-factor code (if you use it)"), "123456");
    await userEvent.click(screen.getAllByRole("button", { name: "Delete my account" }).at(-1)!);

    await waitFor(() => expect(getSessionState().user).toBeNull());
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe("/api/account");
    expect(init).toMatchObject({ method: "DELETE" });
    expect(JSON.parse(String(init!.body))).toEqual({
      password: "correct-horse-battery",
      code: "123456",
      keepContent: false,
    });
    expect(history.at(-1)).toBe("/");
    expect((await screen.findAllByText(GOODBYE_TITLE)).length).toBeGreaterThan(0);
  });
});
