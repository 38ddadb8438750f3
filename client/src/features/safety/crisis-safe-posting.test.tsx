import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { CRISIS_PANEL_ATTRIBUTE, STEPS_ASIDE_FOR_CRISIS_PANEL } from "./crisis-panel-presence";
import { cleanUpPosting, renderNewPost, stubPosting, writePost } from "./posting-test-helpers";

const AT_RISK = "Since she died I just want to die too.";
const GRIEF = "The vet put her to sleep on Tuesday.";

afterEach(cleanUpPosting);

const panelHeading = () => screen.queryByRole("heading", { name: "You're not alone" });

describe("crisis-safe posting: the support panel", () => {
  it("opens in the form for an at-risk text, with the helplines, and sends nothing until Post", async () => {
    const sent = stubPosting();
    renderNewPost();
    await writePost(AT_RISK);
    await userEvent.click(screen.getByRole("button", { name: "Create Post" }));

    const heading = await screen.findByRole("heading", { name: "You're not alone" });
    // The panel takes focus in an effect after it paints: wait for that, not only for the heading.
    await waitFor(() => expect(heading).toHaveFocus());
    const panel = heading.closest("section")!;
    expect(within(panel).getByText(/People here care about you/)).toBeInTheDocument();
    expect(within(panel).getByText("988 Suicide & Crisis Lifeline")).toBeInTheDocument();
    expect(within(panel).getByRole("link", { name: "Call 988" })).toHaveAttribute("href", "tel:988");
    expect(within(panel).getByText(/post as 'A member'/)).toBeInTheDocument();
    expect(within(panel).getByText("You don't have to share details that would identify you.")).toBeInTheDocument();
    const talk = within(panel).getByRole("link", { name: "Talk to someone now" });
    expect(talk).toHaveAttribute("href", "/crisis");
    expect(talk).toHaveAttribute("target", "_blank");
    // The text is still there, in view, and nothing was sent.
    expect(screen.getByLabelText("Content")).toHaveValue(AT_RISK);
    expect(sent).toEqual([]);

    await userEvent.click(within(panel).getByRole("button", { name: "Post" }));
    expect(await screen.findByText("Your post has been created successfully!")).toBeInTheDocument();
    expect(sent).toHaveLength(1);
    expect(sent[0]).toEqual({
      url: "/api/posts",
      body: {
        title: "Missing Bella",
        content: AT_RISK,
        category: "pet-loss",
        contentWarnings: [],
        anonymous: false,
        noindex: false,
      },
    });
  });

  it("makes help its strongest action: 'Talk to someone now' leads, Post is quieter and the form's own button steps aside", async () => {
    stubPosting();
    renderNewPost();
    await writePost(AT_RISK);
    const createPost = screen.getByRole("button", { name: "Create Post" });
    expect(createPost.className).toContain(STEPS_ASIDE_FOR_CRISIS_PANEL);
    await userEvent.click(createPost);

    const panel = (await screen.findByRole("heading", { name: "You're not alone" })).closest("section")!;
    expect(panel).toHaveAttribute(CRISIS_PANEL_ATTRIBUTE);
    // The form that holds the open panel is what the step-aside class looks for.
    expect(panel.closest("form")).toBe(createPost.closest("form"));
    const talk = within(panel).getByRole("link", { name: "Talk to someone now" });
    const post = within(panel).getByRole("button", { name: "Post" });
    expect(talk.className).toContain("bg-brand-700");
    expect(post.className).not.toContain("bg-brand-700");
    // First after the kind words, before the helplines and the choices about posting.
    expect(talk.compareDocumentPosition(post) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(talk.compareDocumentPosition(within(panel).getByText("988 Suicide & Crisis Lifeline"))).toBe(
      Node.DOCUMENT_POSITION_FOLLOWING,
    );
    // The words are still there.
    expect(screen.getByLabelText("Content")).toHaveValue(AT_RISK);
  });

  it("does not open for grief ('the vet put her to sleep'): the post goes straight out", async () => {
    const sent = stubPosting();
    renderNewPost();
    await writePost(GRIEF);
    await userEvent.click(screen.getByRole("button", { name: "Create Post" }));
    expect(await screen.findByText("Your post has been created successfully!")).toBeInTheDocument();
    expect(panelHeading()).toBeNull();
    expect(sent).toHaveLength(1);
  });

  it("Edit first closes the panel and puts the cursor back in the text, unchanged; the same text is not asked about twice", async () => {
    const sent = stubPosting();
    renderNewPost();
    await writePost(AT_RISK);
    await userEvent.click(screen.getByRole("button", { name: "Create Post" }));
    await userEvent.click(await screen.findByRole("button", { name: "Edit first" }));

    expect(panelHeading()).toBeNull();
    const content = screen.getByLabelText("Content");
    expect(content).toHaveFocus();
    expect(content).toHaveValue(AT_RISK);
    expect(sent).toEqual([]);

    await userEvent.click(screen.getByRole("button", { name: "Create Post" }));
    expect(await screen.findByText("Your post has been created successfully!")).toBeInTheDocument();
    expect(panelHeading()).toBeNull();
    expect(sent).toHaveLength(1);
  });

  it("asks again when the text changes and still worries", async () => {
    const sent = stubPosting();
    renderNewPost();
    await writePost(AT_RISK);
    await userEvent.click(screen.getByRole("button", { name: "Create Post" }));
    await userEvent.click(await screen.findByRole("button", { name: "Edit first" }));
    await userEvent.type(screen.getByLabelText("Content"), " I feel suicidal.");
    await userEvent.click(screen.getByRole("button", { name: "Create Post" }));
    expect(await screen.findByRole("heading", { name: "You're not alone" })).toBeInTheDocument();
    expect(sent).toEqual([]);
  });

  it("shows form errors, not the panel, while a field is missing", async () => {
    const sent = stubPosting();
    renderNewPost();
    await userEvent.click(screen.getByRole("button", { name: "New Post" }));
    await userEvent.type(screen.getByLabelText("Content"), AT_RISK);
    await userEvent.click(screen.getByRole("button", { name: "Create Post" }));
    expect(await screen.findByText("Title is required")).toBeInTheDocument();
    expect(panelHeading()).toBeNull();
    expect(sent).toEqual([]);
  });
});

describe("posting options", () => {
  it("are collapsed under 'Options', and what is chosen there is sent", async () => {
    const sent = stubPosting();
    renderNewPost();
    await writePost("Bella's last good day at the beach.");
    const summary = screen.getByText("Options");
    expect(summary.closest("details")).not.toHaveAttribute("open");
    await userEvent.click(summary);
    await userEvent.click(screen.getByLabelText("pet loss"));
    await userEvent.click(screen.getByLabelText("grief"));
    const anonymous = screen.getByLabelText("Post as 'A member'");
    expect(anonymous).toHaveAccessibleDescription("Your name isn't shown. Moderators can still see who wrote it.");
    await userEvent.click(anonymous);
    await userEvent.click(screen.getByLabelText("Keep this out of search engines"));
    await userEvent.click(screen.getByRole("button", { name: "Create Post" }));

    expect(await screen.findByText("Your post has been created successfully!")).toBeInTheDocument();
    expect(sent[0]!.body).toMatchObject({ contentWarnings: ["pet-loss", "grief"], anonymous: true, noindex: true });
  });

  it("New Post opens with the cursor in Title, the first empty field, not in the filled-in Author", async () => {
    stubPosting();
    renderNewPost();
    await userEvent.click(screen.getByRole("button", { name: "New Post" }));
    expect(screen.getByLabelText("Author")).toHaveValue("maya");
    expect(screen.getByLabelText("Title")).toHaveFocus();
  });

  it("come with a link to the community guidelines, in a new tab", async () => {
    stubPosting();
    renderNewPost();
    await userEvent.click(screen.getByRole("button", { name: "New Post" }));
    const link = screen.getByRole("link", { name: "Community guidelines" });
    expect(link).toHaveAttribute("href", "/guidelines");
    expect(link).toHaveAttribute("target", "_blank");
  });
});
