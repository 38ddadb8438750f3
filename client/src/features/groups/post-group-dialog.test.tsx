import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Toaster } from "@/components/ui/toaster";
import { json, stubFetch } from "@/test/fetch-stub";
import { renderAt } from "@/test/render";
import { GroupDirectory } from "./group-directory";
import { PostGroupDialog } from "./post-group-dialog";

afterEach(() => vi.unstubAllGlobals());

const newGroup = {
  name: "Harbor Hounds",
  description: "Slow walks by the water.",
  location: "Seaport, ME",
  type: "social",
  schedule: "Saturdays 9am",
  contactInfo: "hounds@example.org",
};

describe("PostGroupDialog", () => {
  it("requires every field, then posts the group, toasts and reloads the directory", async () => {
    let created = false;
    const fetchMock = stubFetch((_url, init) => {
      if (init?.method === "POST") {
        created = true;
        return json({ id: "g9", ...newGroup, createdAt: "2026-11-21T00:00:00Z" }, 201);
      }
      return json(created ? [{ id: "g9", ...newGroup, createdAt: "2026-11-21T00:00:00Z" }] : []);
    });
    renderAt(
      <>
        <PostGroupDialog />
        <GroupDirectory />
        <Toaster />
      </>,
    );
    await userEvent.click(screen.getByRole("button", { name: "Post Your Group" }));
    await userEvent.click(screen.getByRole("button", { name: "Post Group" }));
    for (const message of [
      "Name is required",
      "Type is required",
      "Description is required",
      "Location is required",
      "Schedule is required",
      "Contact info is required",
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }

    await userEvent.type(screen.getByLabelText("Name"), newGroup.name);
    await userEvent.selectOptions(screen.getByLabelText("Type"), newGroup.type);
    await userEvent.type(screen.getByLabelText("Description"), newGroup.description);
    await userEvent.type(screen.getByLabelText("Location"), newGroup.location);
    await userEvent.type(screen.getByLabelText("Schedule"), newGroup.schedule);
    await userEvent.type(screen.getByLabelText("Contact info"), newGroup.contactInfo);
    await userEvent.click(screen.getByRole("button", { name: "Post Group" }));

    expect(await screen.findByText("Your group has been posted successfully!")).toBeInTheDocument();
    expect(screen.queryByRole("dialog")).toBeNull();
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === "POST");
    expect(JSON.parse(String(post?.[1]?.body))).toEqual(newGroup);
    expect(await screen.findByRole("heading", { name: "Harbor Hounds" })).toBeInTheDocument();
  });

  it("shows the spec's failure message when posting fails", async () => {
    stubFetch((_url, init) => (init?.method === "POST" ? json({ message: "Something went wrong" }, 500) : json([])));
    renderAt(
      <>
        <PostGroupDialog />
        <Toaster />
      </>,
    );
    await userEvent.click(screen.getByRole("button", { name: "Post Your Group" }));
    await userEvent.type(screen.getByLabelText("Name"), newGroup.name);
    await userEvent.selectOptions(screen.getByLabelText("Type"), newGroup.type);
    await userEvent.type(screen.getByLabelText("Description"), newGroup.description);
    await userEvent.type(screen.getByLabelText("Location"), newGroup.location);
    await userEvent.type(screen.getByLabelText("Schedule"), newGroup.schedule);
    await userEvent.type(screen.getByLabelText("Contact info"), newGroup.contactInfo);
    await userEvent.click(screen.getByRole("button", { name: "Post Group" }));
    expect(await screen.findByText("Failed to post group. Please try again.")).toBeInTheDocument();
    expect(screen.getByRole("dialog")).toBeInTheDocument();
  });
});
