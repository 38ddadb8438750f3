import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Toaster } from "@/components/ui/toaster";
import { logOut, rememberLogin } from "@/features/auth/session-store";
import { json, stubFetch } from "@/test/fetch-stub";
import { renderAt } from "@/test/render";
import { ContentWarningGate } from "./content-warning-gate";
import { GUEST_WARNING_SETTINGS_KEY } from "./guest-warning-settings";
import { WarningSettingsSection } from "./warning-settings-section";

const TEXT = "The last day at the vet.";

function renderSection() {
  return renderAt(
    <>
      <WarningSettingsSection />
      <ContentWarningGate warnings={["euthanasia"]} kind="text">
        <p>{TEXT}</p>
      </ContentWarningGate>
      <Toaster />
    </>,
  );
}

function storedGuestSettings() {
  return JSON.parse(localStorage.getItem(GUEST_WARNING_SETTINGS_KEY) ?? "null");
}

afterEach(async () => {
  stubFetch(() => new Response(null, { status: 204 }));
  await act(() => logOut());
  vi.unstubAllGlobals();
});

describe("WarningSettingsSection", () => {
  it("offers Show, Collapse and Hide for every warning, Collapse chosen by default, in calm words", () => {
    renderSection();
    expect(screen.getByRole("heading", { name: "Content warnings" })).toBeInTheDocument();
    expect(screen.getByText(/not a judgement of anyone who posts/)).toBeInTheDocument();
    const all = screen.getByRole("group", { name: "What you see for each warning" });
    const groups = within(all).getAllByRole("group");
    expect(groups.map((group) => group.querySelector("legend")?.textContent)).toEqual([
      "pet loss",
      "euthanasia",
      "grief",
      "self-harm mention",
      "suicide mention",
      "illness or medical",
      "abuse or neglect",
      "injury or graphic",
    ]);
    const petLoss = screen.getByRole("group", { name: "pet loss" });
    expect(within(petLoss).getByRole("radio", { name: "Collapse" })).toBeChecked();
    expect(within(petLoss).getByRole("radio", { name: "Show" })).not.toBeChecked();
    expect(within(petLoss).getByRole("radio", { name: "Hide" })).not.toBeChecked();
    expect(within(petLoss).queryByRole("combobox")).toBeNull();
  });

  it("saves a guest's choice in this browser at once, and for how long", async () => {
    renderSection();
    const euthanasia = screen.getByRole("group", { name: "euthanasia" });
    await userEvent.click(within(euthanasia).getByRole("radio", { name: "Show" }));
    expect(storedGuestSettings()).toEqual({ settings: { euthanasia: { mode: "show", until: null } } });
    expect(screen.getByText(TEXT)).toBeInTheDocument();
    expect(screen.getByRole("status")).toHaveTextContent("Saved in this browser.");

    const before = Date.now();
    await userEvent.selectOptions(
      within(euthanasia).getByRole("combobox", { name: "How long to show euthanasia" }),
      "For a week",
    );
    const until = Date.parse(storedGuestSettings().settings.euthanasia.until);
    expect(until - before).toBeGreaterThanOrEqual(7 * 24 * 60 * 60 * 1000);
    expect(until - before).toBeLessThan(7 * 24 * 60 * 60 * 1000 + 60_000);
    // The choice now has an end date, which the list names.
    expect(within(euthanasia).getByRole("combobox")).toHaveDisplayValue(/^Until /);

    await userEvent.click(within(euthanasia).getByRole("radio", { name: "Collapse" }));
    expect(storedGuestSettings()).toEqual({ settings: {} });
    expect(screen.queryByText(TEXT)).toBeNull();
  });

  it("saves a member's choice to their account, showing it before the server answers", async () => {
    act(() => rememberLogin({ id: "u1", username: "maya" }));
    const puts: unknown[] = [];
    let answerPut: (response: Response) => void = () => {};
    stubFetch((url, init) => {
      if (url !== "/api/content-warning-settings") return json({ message: "unexpected" }, 500);
      if (init?.method === "PUT") {
        puts.push(JSON.parse(String(init.body)));
        return new Promise<Response>((resolve) => (answerPut = resolve));
      }
      return json({ settings: { grief: { mode: "hide", until: null } } });
    });
    renderSection();
    const grief = screen.getByRole("group", { name: "grief" });
    // Nothing can be changed until the saved choices are known (a save replaces them all).
    expect(within(grief).getByRole("radio", { name: "Hide" })).toBeDisabled();
    await waitFor(() => expect(within(grief).getByRole("radio", { name: "Hide" })).toBeChecked());
    expect(within(grief).getByRole("radio", { name: "Hide" })).toBeEnabled();

    await userEvent.click(
      within(screen.getByRole("group", { name: "euthanasia" })).getByRole("radio", { name: "Show" }),
    );
    const sent = { settings: { grief: { mode: "hide", until: null }, euthanasia: { mode: "show", until: null } } };
    expect(puts).toEqual([sent]);
    // Optimistic: the text shows while the request is still on its way.
    expect(screen.getByText(TEXT)).toBeInTheDocument();
    await act(async () => answerPut(json(sent)));
    expect(await screen.findByText("Saved to your account.")).toBeInTheDocument();
    expect(localStorage.getItem(GUEST_WARNING_SETTINGS_KEY)).toBeNull();
  });

  it("says when a member's choices could not be loaded, and changes nothing until they are", async () => {
    act(() => rememberLogin({ id: "u1", username: "maya" }));
    let fails = true;
    const fetchMock = stubFetch(() =>
      fails ? json({ message: "Something went wrong" }, 500) : json({ settings: {} }),
    );
    renderSection();
    expect(await screen.findByText("We couldn't load your choices right now.")).toBeInTheDocument();
    expect(within(screen.getByRole("group", { name: "grief" })).getByRole("radio", { name: "Show" })).toBeDisabled();
    fails = false;
    await userEvent.click(screen.getByRole("button", { name: "Try again" }));
    await waitFor(() =>
      expect(within(screen.getByRole("group", { name: "grief" })).getByRole("radio", { name: "Show" })).toBeEnabled(),
    );
    expect(fetchMock.mock.calls.every(([, init]) => (init?.method ?? "GET") === "GET")).toBe(true);
  });

  it("puts a member's choice back and says so when the server refuses", async () => {
    act(() => rememberLogin({ id: "u1", username: "maya" }));
    stubFetch((_url, init) =>
      init?.method === "PUT" ? json({ message: "Something went wrong" }, 500) : json({ settings: {} }),
    );
    renderSection();
    const euthanasia = screen.getByRole("group", { name: "euthanasia" });
    await waitFor(() => expect(within(euthanasia).getByRole("radio", { name: "Show" })).toBeEnabled());
    await userEvent.click(within(euthanasia).getByRole("radio", { name: "Show" }));
    expect(await screen.findByText("We couldn't save that change.")).toBeInTheDocument();
    expect(within(euthanasia).getByRole("radio", { name: "Collapse" })).toBeChecked();
    expect(screen.queryByText(TEXT)).toBeNull();
  });
});
