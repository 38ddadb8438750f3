import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import ContactPage from "@/pages/contact-page";
import { json, stubFetch } from "@/test/fetch-stub";
import { renderAt } from "@/test/render";

afterEach(() => vi.unstubAllGlobals());

async function fillIn({ message = "How do I add a content warning?", email = "" } = {}) {
  await userEvent.selectOptions(screen.getByLabelText("What is it about?"), "question");
  if (email) await userEvent.type(screen.getByLabelText("Email (optional)"), email);
  await userEvent.type(screen.getByLabelText("Your message"), message);
}

const send = () => userEvent.click(screen.getByRole("button", { name: "Send message" }));

describe("Contact Us", () => {
  it("says the inbox is not watched around the clock, and links to help now", () => {
    renderAt(<ContactPage />, "/contact");
    expect(screen.getByRole("heading", { level: 1, name: "Contact Us" })).toBeInTheDocument();
    expect(screen.getByText(/not around the clock/)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Get help now" })).toHaveAttribute("href", "/crisis");
  });

  it("names what is missing in the browser and sends nothing", async () => {
    const fetchMock = stubFetch(() => json({ received: true }, 201));
    renderAt(<ContactPage />, "/contact");
    await userEvent.type(screen.getByLabelText("Email (optional)"), "not an address");
    await send();
    expect(await screen.findByText("Message is required")).toBeInTheDocument();
    expect(screen.getByLabelText("What is it about?")).toHaveAccessibleDescription("Choose a topic");
    expect(screen.getByText("Message is required")).toBeInTheDocument();
    expect(screen.getByText("Please enter a valid email address, or leave it empty")).toBeInTheDocument();
    expect(screen.getByLabelText("Your message")).toHaveAttribute("aria-invalid", "true");
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("sends a visitor's message without name or email, and says we can't write back", async () => {
    const fetchMock = stubFetch(() => json({ received: true }, 201));
    renderAt(<ContactPage />, "/contact");
    await fillIn();
    await send();
    const thanks = await screen.findByRole("heading", { name: /Thank you. Your message is on its way/ });
    expect(thanks).toHaveFocus();
    expect(screen.getByText(/You didn't leave an email address, so we can't write back/)).toBeInTheDocument();
    expect(screen.queryByText("You don't have to wait for us")).toBeNull();
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe("/api/contact-messages");
    expect(JSON.parse(String(init!.body))).toEqual({ topic: "question", message: "How do I add a content warning?" });

    await userEvent.click(screen.getByRole("button", { name: "Send another message" }));
    expect(screen.getByLabelText("Your message")).toHaveValue("");
  });

  it("says where the reply will go, and shows the helplines when the words call for them", async () => {
    stubFetch(() => json({ received: true }, 201));
    renderAt(<ContactPage />, "/contact");
    await fillIn({ email: "robin@example.org", message: "I can't go on, I want to end my life." });
    await send();
    expect(await screen.findByText(/we'll reply to robin@example.org when we can/)).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "You don't have to wait for us" })).toBeInTheDocument();
    expect(screen.getByLabelText("Your country")).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "In an emergency" })).toBeInTheDocument();
  });

  it("keeps every word and says to wait when sent too often (429)", async () => {
    stubFetch(() =>
      json({ message: "You've sent us several messages in a short time. Please wait a while." }, 429, {
        "Retry-After": "3600",
      }),
    );
    renderAt(<ContactPage />, "/contact");
    await fillIn({ email: "robin@example.org" });
    await send();
    expect(await screen.findByRole("alert")).toHaveTextContent(/several messages in a short time/);
    expect(screen.getByLabelText("Your message")).toHaveValue("How do I add a content warning?");
    expect(screen.getByLabelText("Email (optional)")).toHaveValue("robin@example.org");
    expect(screen.getByLabelText("What is it about?")).toHaveValue("question");
    expect(screen.getByRole("button", { name: "Send message" })).toBeEnabled();
  });

  it("keeps every word and says so when the server fails", async () => {
    stubFetch(() => json({ message: "Something went wrong" }, 500));
    renderAt(<ContactPage />, "/contact");
    await fillIn();
    await send();
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "We couldn't send your message. Something went wrong. Everything you wrote is still here.",
    );
    expect(screen.getByLabelText("Your message")).toHaveValue("How do I add a content warning?");
  });
});
