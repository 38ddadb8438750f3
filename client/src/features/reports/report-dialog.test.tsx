import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { REPORT_REASONS } from "@shared/safety/moderation";
import { json, stubFetch } from "@/test/fetch-stub";
import { renderAt } from "@/test/render";
import { ReportButton } from "./report-button";

const POST_ID = "0b7e6f2a-4c1d-4e8f-9a2b-3c4d5e6f7a8b";

afterEach(() => vi.unstubAllGlobals());

async function openReport(name = "Report this discussion") {
  await userEvent.click(screen.getByRole("button", { name }));
  // The dialog's code loads on the first press: allow for a busy machine.
  return screen.findByRole("dialog", { name: "Report this discussion" }, { timeout: 5000 });
}

function sentBodies(fetchMock: ReturnType<typeof stubFetch>): unknown[] {
  return fetchMock.mock.calls
    .filter(([url, init]) => String(url) === "/api/reports" && init?.method === "POST")
    .map(([, init]) => JSON.parse(String(init?.body)));
}

describe("ReportButton", () => {
  it("is a quiet 'Report' button that offers the six reasons with their exact labels", async () => {
    stubFetch(() => json({ received: true }));
    renderAt(<ReportButton itemType="post" itemId={POST_ID} />);
    expect(screen.getByRole("button", { name: "Report this discussion" })).toHaveTextContent("Report");
    const dialog = await openReport();
    expect(
      within(dialog)
        .getAllByRole("radio")
        .map((radio) => radio.closest("label")?.textContent),
    ).toEqual(REPORT_REASONS.map((reason) => reason.label));
    expect(within(dialog).getByRole("button", { name: "Send" })).toBeInTheDocument();
    expect(within(dialog).getByRole("button", { name: "Cancel" })).toBeInTheDocument();
  });

  it("asks for a reason before sending anything", async () => {
    const fetchMock = stubFetch(() => json({ received: true }));
    renderAt(<ReportButton itemType="post" itemId={POST_ID} />);
    const dialog = await openReport();
    await userEvent.click(within(dialog).getByRole("button", { name: "Send" }));
    expect(await within(dialog).findByText("Choose a reason from the list")).toBeInTheDocument();
    expect(sentBodies(fetchMock)).toEqual([]);
  });

  it("counts the note's characters and stops it at 1,000", async () => {
    stubFetch(() => json({ received: true }));
    renderAt(<ReportButton itemType="post" itemId={POST_ID} />);
    const dialog = await openReport();
    const note = within(dialog).getByLabelText("Anything the moderators should know? (optional)");
    expect(within(dialog).getByText("0 / 1,000 characters")).toBeInTheDocument();
    await userEvent.type(note, "Spam");
    expect(within(dialog).getByText("4 / 1,000 characters")).toBeInTheDocument();
    await userEvent.click(note);
    await userEvent.paste("x".repeat(1200));
    expect((note as HTMLTextAreaElement).value).toHaveLength(1000);
    expect(within(dialog).getByText("1,000 / 1,000 characters")).toBeInTheDocument();
  });

  it("sends the reason and note, then thanks the reporter without naming anyone", async () => {
    const fetchMock = stubFetch(() => json({ received: true }));
    renderAt(<ReportButton itemType="reply" itemId={POST_ID} label="Report reply by maya" />);
    await userEvent.click(screen.getByRole("button", { name: "Report reply by maya" }));
    const dialog = await screen.findByRole("dialog", { name: "Report this reply" }, { timeout: 5000 });
    await userEvent.click(within(dialog).getByLabelText("Spam or advertising"));
    await userEvent.type(within(dialog).getByRole("textbox"), "  Selling leads  ");
    await userEvent.click(within(dialog).getByRole("button", { name: "Send" }));
    expect(
      await within(dialog).findByText(
        "Thank you. A moderator will look at this. The person you reported won't know it was you.",
      ),
    ).toBeInTheDocument();
    expect(sentBodies(fetchMock)).toEqual([
      { itemType: "reply", itemId: POST_ID, reason: "spam", note: "Selling leads" },
    ]);
    expect(within(dialog).queryByRole("link", { name: "Get help page" })).toBeNull();
  });

  it("points to the help lines for someone at risk, before and after sending", async () => {
    const fetchMock = stubFetch(() => json({ received: true }));
    renderAt(<ReportButton itemType="post" itemId={POST_ID} />);
    const dialog = await openReport();
    await userEvent.click(within(dialog).getByLabelText("Someone may be at risk"));
    expect(within(dialog).getByRole("link", { name: "Get help page" })).toHaveAttribute("href", "/crisis");
    await userEvent.click(within(dialog).getByRole("button", { name: "Send" }));
    await within(dialog).findByRole("status");
    expect(
      within(dialog).getByText(/If someone is in danger right now, call your local emergency number\./),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole("link", { name: "Get help page" })).toHaveAttribute("href", "/crisis");
    // No note typed: none is sent.
    expect(sentBodies(fetchMock)).toEqual([{ itemType: "post", itemId: POST_ID, reason: "at-risk" }]);
  });

  it("says why in the dialog when sending fails and keeps the reason and note", async () => {
    let isLimited = true;
    stubFetch(() =>
      isLimited
        ? json({ message: "You have sent a lot of reports. Please wait a few minutes." }, 429)
        : json({ received: true }),
    );
    renderAt(<ReportButton itemType="post" itemId={POST_ID} />);
    const dialog = await openReport();
    await userEvent.click(within(dialog).getByLabelText("Harassment or bullying"));
    await userEvent.type(within(dialog).getByRole("textbox"), "They keep messaging her");
    await userEvent.click(within(dialog).getByRole("button", { name: "Send" }));
    expect(await within(dialog).findByRole("alert")).toHaveTextContent(
      "You have sent a lot of reports. Please wait a few minutes.",
    );
    expect(within(dialog).getByLabelText("Harassment or bullying")).toBeChecked();
    expect(within(dialog).getByRole("textbox")).toHaveValue("They keep messaging her");

    isLimited = false;
    await userEvent.click(within(dialog).getByRole("button", { name: "Send" }));
    expect(await within(dialog).findByRole("status")).toBeInTheDocument();
    expect(within(dialog).queryByRole("alert")).toBeNull();
  });

  it("works for a guest: no session is needed and nothing asks them to log in", async () => {
    const fetchMock = stubFetch((url) =>
      url === "/api/reports" ? json({ received: true }) : json({ message: "Please log in to continue" }, 401),
    );
    renderAt(<ReportButton itemType="post" itemId={POST_ID} />);
    const dialog = await openReport();
    await userEvent.click(within(dialog).getByLabelText("Misinformation"));
    await userEvent.click(within(dialog).getByRole("button", { name: "Send" }));
    expect(await within(dialog).findByRole("status")).toBeInTheDocument();
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toEqual(["/api/reports"]);
    expect(screen.queryByText(/log in/i)).toBeNull();
  });

  it("starts afresh when closed and opened again", async () => {
    stubFetch(() => json({ received: true }));
    renderAt(<ReportButton itemType="post" itemId={POST_ID} />);
    let dialog = await openReport();
    await userEvent.click(within(dialog).getByLabelText("Misinformation"));
    await userEvent.click(within(dialog).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    dialog = await openReport();
    expect(within(dialog).getByLabelText("Misinformation")).not.toBeChecked();
  });

  it("is not offered on the built-in sample items, which the server does not know", () => {
    renderAt(<ReportButton itemType="group" itemId="sample-group-1" />);
    expect(screen.queryByRole("button", { name: /Report/ })).toBeNull();
  });
});
