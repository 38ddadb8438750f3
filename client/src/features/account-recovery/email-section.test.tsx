import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Toaster } from "@/components/ui/toaster";
import { json, stubFetch } from "@/test/fetch-stub";
import { renderAt } from "@/test/render";
import { EmailSection } from "./email-section";

function renderSection() {
  return renderAt(
    <>
      <EmailSection />
      <Toaster />
    </>,
    "/settings",
  );
}

afterEach(() => vi.unstubAllGlobals());

const WRONG = "That is not your current password.";

describe("EmailSection", () => {
  it("shows that there is no address yet, and nothing to remove", async () => {
    stubFetch(() => json({ email: null, pendingEmail: null }));
    renderSection();
    expect(screen.getByRole("status", { name: "Loading your email address" })).toBeInTheDocument();
    expect(await screen.findByText("none yet")).toBeInTheDocument();
    expect(screen.getByText(/never shown to anyone/)).toBeInTheDocument();
    expect(screen.getByLabelText("Email address")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Remove address" })).toBeNull();
  });

  it("shows the confirmed and the pending address", async () => {
    stubFetch(() => json({ email: "sam@example.org", pendingEmail: "new@example.org" }));
    renderSection();
    expect(await screen.findByText("sam@example.org")).toBeInTheDocument();
    expect(screen.getByText("Waiting for confirmation:")).toBeInTheDocument();
    expect(screen.getAllByText(/new@example.org/).length).toBeGreaterThan(0);
    expect(screen.getByLabelText("New email address")).toBeInTheDocument();
  });

  it("checks the address and asks for the current password before sending", async () => {
    const fetchMock = stubFetch(() => json({ email: null, pendingEmail: null }));
    renderSection();
    await userEvent.type(await screen.findByLabelText("Email address"), "not an address");
    await userEvent.click(screen.getByRole("button", { name: "Send confirmation link" }));
    expect(await screen.findByText("Please enter a valid email address")).toBeInTheDocument();
    expect(screen.getByText("Your current password is required")).toBeInTheDocument();
    expect(screen.getByLabelText("Your current password")).toHaveAttribute("aria-invalid", "true");
    expect(fetchMock.mock.calls.filter(([, init]) => init?.method === "POST")).toHaveLength(0);
  });

  it("puts a wrong current password under its field and keeps the address typed", async () => {
    stubFetch((_url, init) =>
      init?.method === "POST"
        ? json({ message: `currentPassword: ${WRONG}`, issues: [{ path: "currentPassword", message: WRONG }] }, 400)
        : json({ email: null, pendingEmail: null }),
    );
    renderSection();
    await userEvent.type(await screen.findByLabelText("Email address"), "sam@example.org");
    await userEvent.type(screen.getByLabelText("Your current password"), "not-it");
    await userEvent.click(screen.getByRole("button", { name: "Send confirmation link" }));
    expect(await screen.findByText(WRONG)).toBeInTheDocument();
    const field = screen.getByLabelText("Your current password");
    expect(field).toHaveAttribute("aria-invalid", "true");
    await waitFor(() => expect(field).toHaveFocus());
    expect(screen.getByLabelText("Email address")).toHaveValue("sam@example.org");
    expect(screen.queryByText("Check your inbox")).toBeNull();
  });

  it("sends a link, says so while sending and after, and shows the address as pending", async () => {
    let pending: string | null = null;
    let finish: (value: Response) => void = () => undefined;
    const fetchMock = stubFetch((_url, init) => {
      if (init?.method === "POST") {
        pending = (JSON.parse(String(init.body)) as { email: string }).email;
        return new Promise<Response>((resolve) => (finish = resolve));
      }
      return json({ email: null, pendingEmail: pending });
    });
    renderSection();
    await userEvent.type(await screen.findByLabelText("Email address"), "sam@example.org");
    await userEvent.type(screen.getByLabelText("Your current password"), "my-password");
    await userEvent.click(screen.getByRole("button", { name: "Send confirmation link" }));
    expect(await screen.findByRole("button", { name: "Sending..." })).toBeDisabled();
    finish(json({ pendingEmail: "sam@example.org" }, 202));
    expect(await screen.findByText("Check your inbox")).toBeInTheDocument();
    expect(await screen.findByText("Waiting for confirmation:")).toBeInTheDocument();
    expect(screen.getByText("We sent a link to sam@example.org. Open it to confirm the address.")).toBeInTheDocument();
    expect(screen.getByLabelText("Email address")).toHaveValue("");
    expect(screen.getByLabelText("Your current password")).toHaveValue("");
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === "POST");
    expect(post?.[0]).toBe("/api/account/email");
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({ email: "sam@example.org", currentPassword: "my-password" });
  });

  it("shows the server's reason for any other failure", async () => {
    stubFetch((_url, init) =>
      init?.method === "POST"
        ? json({ message: "You have asked for several links already." }, 429)
        : json({ email: null, pendingEmail: null }),
    );
    renderSection();
    await userEvent.type(await screen.findByLabelText("Email address"), "sam@example.org");
    await userEvent.type(screen.getByLabelText("Your current password"), "my-password");
    await userEvent.click(screen.getByRole("button", { name: "Send confirmation link" }));
    expect(await screen.findByText("We couldn't send the link.")).toBeInTheDocument();
    expect(screen.getByText("You have asked for several links already.")).toBeInTheDocument();
  });

  it("removes the address after asking for the current password", async () => {
    let email: string | null = "sam@example.org";
    const fetchMock = stubFetch((_url, init) => {
      if (init?.method === "DELETE") {
        if (JSON.parse(String(init.body)).currentPassword !== "my-password")
          return json(
            { message: `currentPassword: ${WRONG}`, issues: [{ path: "currentPassword", message: WRONG }] },
            400,
          );
        email = null;
        return new Response(null, { status: 204 });
      }
      return json({ email, pendingEmail: null });
    });
    renderSection();
    await userEvent.click(await screen.findByRole("button", { name: "Remove address" }));
    const dialog = await screen.findByRole("dialog", { name: "Remove your email address?" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Remove" }));
    expect(await within(dialog).findByText("Your current password is required")).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === "DELETE")).toBe(false);

    await userEvent.type(within(dialog).getByLabelText("Your current password"), "wrong");
    await userEvent.click(within(dialog).getByRole("button", { name: "Remove" }));
    expect(await within(dialog).findByText(WRONG)).toBeInTheDocument();
    expect(screen.getByText("sam@example.org")).toBeInTheDocument();

    await userEvent.clear(within(dialog).getByLabelText("Your current password"));
    await userEvent.type(within(dialog).getByLabelText("Your current password"), "my-password");
    await userEvent.click(within(dialog).getByRole("button", { name: "Remove" }));
    expect(await screen.findByText("none yet")).toBeInTheDocument();
    expect(screen.getByText("Your email address is removed.")).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });

  it("offers to try again when the address cannot be loaded", async () => {
    let isDown = true;
    stubFetch(() =>
      isDown ? json({ message: "Something went wrong" }, 500) : json({ email: null, pendingEmail: null }),
    );
    renderSection();
    expect(
      await screen.findByText("We couldn't load your email address right now.", {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    isDown = false;
    await userEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByText("none yet")).toBeInTheDocument();
  });
});
