/**
 * A crisis hold reaches a moderator at once, on a phone, on the demo content: a member's post with
 * imminent-risk words is held and they read support; the moderator finds the notice in their bell,
 * opens the case, reads that it was held automatically (nobody reported it), and writes to the
 * member; the member answers from their notifications and the moderator reads the answer in the case.
 */
import { expect, test, type Page } from "../app-test";
import { MEMBER, MODERATOR, logInInBrowser, uniqueUsername } from "../helpers";

const IMMINENT = "I have the pills here. I'm going to end it all tonight.";
const HOLD_NOTICE = "A discussion was held for possible crisis: please read it soon";

/** The queue's row for the case about `title`. */
function caseRow(page: Page, title: string) {
  return page.getByRole("article").filter({ hasText: title });
}

test("a held post alerts the moderators, reads as an automatic hold, and its author can answer a note", async ({
  browser,
  page,
}) => {
  test.setTimeout(120_000);
  const shot = (on: Page, name: string) => on.screenshot({ path: test.info().outputPath(name), fullPage: true });

  // The member posts words the screening holds, and reads support, not "Success".
  await logInInBrowser(page, MEMBER.username, MEMBER.password);
  const title = uniqueUsername("Tonight");
  await page.goto("/community");
  await page.getByRole("button", { name: "New Post" }).click();
  const form = page.getByRole("dialog", { name: "New Post" });
  await form.getByLabel("Title").fill(title);
  await form.getByLabel("Category").selectOption("pet-loss");
  await form.getByLabel("Content").fill(IMMINENT);
  await form.getByRole("button", { name: "Create Post" }).click();
  await form.getByRole("button", { name: "Post", exact: true }).click();
  const held = page.getByRole("dialog", { name: "A moderator will read this soon. Here is support now." });
  await expect(held).toBeVisible();
  await held.getByRole("button", { name: "Close this message" }).click();
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  const postId = page.url().split("/").pop()!;

  // The moderator, on their own phone: the bell has the notice, which leads to the case.
  const moderatorContext = await browser.newContext({
    viewport: { width: 375, height: 812 },
    isMobile: true,
    hasTouch: true,
  });
  const moderator = await moderatorContext.newPage();
  await logInInBrowser(moderator, MODERATOR.username, MODERATOR.password);
  await expect(moderator.getByRole("link", { name: /^Notifications, .* unread$/ }).first()).toBeAttached();
  // Once the header carries the queue link, it names how many cases wait.
  const queueLink = moderator.getByRole("link", { name: /^Moderation queue, \d+ waiting$/ });
  if ((await moderator.getByRole("link", { name: /^Moderation queue/ }).count()) > 0) {
    await expect(queueLink.first()).toBeVisible();
  }
  await moderator.goto("/notifications");
  const notice = moderator.getByRole("link", { name: new RegExp(HOLD_NOTICE) }).first();
  await expect(notice).toBeVisible();
  await expect(moderator.getByText(IMMINENT)).toHaveCount(0);
  await shot(moderator, "crisis-hold-moderator-bell-phone.png");
  await notice.click();
  await expect(moderator).toHaveURL(/\/admin\?tab=queue#case-/);

  // The case says what happened: held automatically, the words as written, and hold-fitting actions.
  const row = caseRow(moderator, title);
  // The notice's link lands on the case itself, below the sticky header.
  await expect(row.getByRole("heading", { name: `Discussion by ${MEMBER.username}` })).toBeInViewport();
  await expect(row.getByText(/^Held automatically: possible crisis\./)).toBeVisible();
  await expect(row.getByRole("region", { name: "As written" })).toContainText(IMMINENT);
  await expect(row.getByRole("region", { name: "As reported" })).toHaveCount(0);
  await expect(row.getByRole("button", { name: "Keep it held" })).toBeVisible();
  await expect(row.getByRole("button", { name: "Publish" })).toBeVisible();
  await expect(row.getByRole("button", { name: "Dismiss" })).toHaveCount(0);
  await shot(moderator, "crisis-hold-case-phone.png");

  // The moderator writes to the member.
  const noteText = `We're here with you. Are you somewhere safe? (${uniqueUsername("note")})`;
  await row.getByRole("button", { name: "Send the author a note" }).click();
  const noteDialog = moderator.getByRole("dialog", { name: `A note to ${MEMBER.username}` });
  await noteDialog.getByLabel("Your note").fill(noteText);
  await noteDialog.getByRole("button", { name: "Send note" }).click();
  await expect(noteDialog).toBeHidden();

  // The member answers from their notifications; only moderators will read it.
  await page.goto("/notifications");
  const note = page.getByRole("listitem").filter({ hasText: noteText });
  await expect(note).toBeVisible();
  await note.getByRole("button", { name: "Answer the moderators" }).click();
  const answerText = `I'm at my sister's now, thank you (${uniqueUsername("answer")}).`;
  await note.getByRole("textbox", { name: "Your answer to the moderators" }).fill(answerText);
  await note.getByRole("button", { name: "Send to the moderators" }).click();
  await expect(note.getByRole("status")).toHaveText("Sent. A moderator will read it soon.");
  await shot(page, "crisis-hold-member-answer-phone.png");

  // The moderator is told, and reads the answer in the case with its time.
  await moderator.goto("/notifications");
  await expect(
    moderator.getByRole("link", { name: /The author of a discussion answered the moderators/ }).first(),
  ).toBeVisible();
  await moderator.goto("/admin?tab=queue");
  const answers = caseRow(moderator, title).getByRole("region", { name: "The author's answers" });
  await expect(answers).toContainText(answerText);
  await expect(answers.locator("time")).toHaveCount(1);
  await answers.scrollIntoViewIfNeeded();
  await shot(moderator, "crisis-hold-answer-in-case-phone.png");
  await moderator.setViewportSize({ width: 1280, height: 800 });
  await shot(moderator, "crisis-hold-answer-in-case-laptop.png");
  await moderator.setViewportSize({ width: 375, height: 812 });

  // The moderator's settings offer the crisis mail choice; a member's do not.
  await moderator.goto("/settings");
  await expect(
    moderator.getByRole("checkbox", { name: "Email me at once when a post is held for possible crisis" }),
  ).toBeVisible();
  await shot(moderator, "crisis-hold-moderator-settings-phone.png");
  await page.goto("/settings");
  await expect(page.getByRole("radio", { name: /In the app/ })).toBeVisible();
  await expect(page.getByRole("checkbox", { name: /held for possible crisis/ })).toHaveCount(0);

  // Clean-up: the post goes with its case, so other walks' queues are as they were.
  const queue = (await (await moderator.request.get("/api/moderation/queue?limit=100")).json()) as {
    id: string;
    itemId: string;
  }[];
  const ours = queue.find((entry) => entry.itemId === postId);
  expect(ours).toBeDefined();
  const deleted = await moderator.request.post(`/api/moderation/cases/${ours!.id}/actions`, {
    data: { action: "delete", reason: "Browser test clean-up" },
  });
  expect(deleted.status()).toBe(200);
  await moderatorContext.close();
});
