/** Conversations as people have them: a member posts, another replies from a phone and it arrives live, a guest reads along. */
import { expect, test } from "./app-test";
import { PHONE } from "./a11y-helpers";
import { E2E_PASSWORD, MEMBER, logInInBrowser, uniqueUsername } from "./helpers";

test("a member posts, another replies from a phone answering a reply, and a guest reads the thread and is invited in", async ({
  page,
  browser,
}) => {
  const title = uniqueUsername("Our first week without Pepper");
  await logInInBrowser(page, MEMBER.username, MEMBER.password);
  await page.goto("/community");
  await page.getByRole("button", { name: "New Post" }).click();
  const dialog = page.getByRole("dialog", { name: "New Post" });
  await dialog.getByLabel("Title").fill(title);
  await dialog.getByLabel("Category").selectOption("pet-loss");
  await dialog.getByLabel("Content").fill("The house is so quiet. I keep listening for her collar.");
  await dialog.getByRole("button", { name: "Create Post" }).click();
  await page.getByRole("link", { name: title }).click();
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  const threadUrl = page.url();
  await page.getByLabel("Your reply").fill("Thank you all for reading.");
  await page.getByRole("button", { name: "Post Reply" }).click();
  await expect(page.getByText("Thank you all for reading.")).toBeVisible();

  const bell = page.getByRole("link", { name: /^Notifications/ });
  const bellBefore = await bell.getAttribute("aria-label");

  // A second member, on a phone.
  const phone = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true });
  const friend = await phone.newPage();
  const friendName = uniqueUsername("jo");
  expect(
    (
      await friend.request.post("/api/register", {
        data: { username: friendName, password: E2E_PASSWORD, ageConfirmed: true },
      })
    ).status(),
  ).toBe(201);
  await logInInBrowser(friend, friendName, E2E_PASSWORD);
  await friend.goto(threadUrl);
  await friend.getByRole("button", { name: `Reply to ${MEMBER.username}` }).click();
  await expect(friend.getByText(`Answering ${MEMBER.username}`)).toBeVisible();
  await friend.getByLabel("Your reply").fill("Sending you so much love. The quiet is the hardest part.");
  await friend.getByRole("button", { name: "Post Reply" }).click();
  await expect(friend.getByText("Your reply has been posted.", { exact: true }).first()).toBeVisible();
  const answer = friend.getByRole("article", { name: `Reply by ${friendName}` });
  await expect(answer.getByText("Sending you so much love.", { exact: false })).toBeVisible();
  await expect(answer.getByRole("link", { name: /wrote: Thank you all for reading\./ })).toBeVisible();
  await friend.screenshot({ path: test.info().outputPath("thread-phone.png"), fullPage: true });
  await phone.close();

  // The author, still reading, is told at once: the bell counts it, and the reply waits to be shown.
  await expect(bell).not.toHaveAttribute("aria-label", bellBefore!);
  await page.getByRole("button", { name: "1 new reply · Show" }).click();
  await expect(page.getByText("Sending you so much love. The quiet is the hardest part.")).toBeVisible();
  // The notification names who replied and leads back to the thread; opening it marks it read.
  await bell.click();
  const notice = page.getByRole("link", { name: new RegExp(`${friendName} replied to “${title}”`) });
  await expect(notice).toContainText("Unread");
  await notice.click();
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await page.goto("/notifications");
  await expect(page.getByRole("link", { name: new RegExp(`${friendName} replied to “${title}”`) })).not.toContainText(
    "Unread",
  );
  await page.goto(threadUrl);
  // …and thanks them for it: the reaction holds after a reload.
  const friendsReply = page.getByRole("article", { name: `Reply by ${friendName}` });
  await friendsReply.getByRole("button", { name: "Thank you (0)" }).click();
  await expect(friendsReply.getByRole("button", { name: "Thank you (1)" })).toHaveAttribute("aria-pressed", "true");
  await page.reload();
  await expect(
    page.getByRole("article", { name: `Reply by ${friendName}` }).getByRole("button", { name: "Thank you (1)" }),
  ).toHaveAttribute("aria-pressed", "true");
  // The author fixes a typo in a reply of their own, then thinks better of it and deletes it.
  await page.getByLabel("Your reply").fill("Thnak you, Jo.");
  await page.getByRole("button", { name: "Post Reply" }).click();
  const own = page.getByRole("article").filter({ hasText: "Thnak you, Jo." });
  await own.getByRole("button", { name: `Edit reply by ${MEMBER.username}` }).click();
  const editing = page.getByRole("form", { name: "Edit reply" });
  await editing.getByLabel("Edit your reply").fill("Thank you, Jo.");
  await editing.getByRole("button", { name: "Save" }).click();
  const fixed = page.getByRole("article").filter({ hasText: "Thank you, Jo." });
  await expect(fixed.getByText("edited", { exact: true })).toBeVisible();
  await fixed.getByRole("button", { name: "Delete Thank you, Jo." }).click();
  await page.getByRole("dialog", { name: "Delete this reply?" }).getByRole("button", { name: "Delete" }).click();
  await expect(page.getByText("Thank you, Jo.")).toHaveCount(0);

  await page.goto("/community");
  const card = page.getByRole("article").filter({ has: page.getByRole("link", { name: title }) });
  await expect(card.getByText("2 replies")).toBeVisible();

  // A guest reads along and is told how to join in.
  const guestContext = await browser.newContext();
  const guest = await guestContext.newPage();
  await guest.goto(threadUrl);
  await expect(guest.getByText("Sending you so much love. The quiet is the hardest part.")).toBeVisible();
  await expect(guest.getByText(/Log in or join to reply/)).toBeVisible();
  // They may start writing; Join (and Log in) bring them back to the box, where the words wait.
  const backToTheBox = encodeURIComponent(`${new URL(threadUrl).pathname}#write-reply`);
  await expect(guest.getByRole("main").getByRole("link", { name: "Join", exact: true })).toHaveAttribute(
    "href",
    `/signup?next=${backToTheBox}`,
  );
  await expect(guest.getByLabel("Your reply")).toBeEditable();
  await expect(guest.getByRole("button", { name: "Post Reply" })).toHaveCount(0);
  await guestContext.close();
});

test("a discussion that isn't there says so calmly and leads back", async ({ page }) => {
  await page.goto("/community/00000000-0000-4000-8000-000000000000");
  await expect(page.getByRole("heading", { name: "This discussion isn't here any more" })).toBeVisible();
  await page.getByRole("link", { name: "Back to the community" }).click();
  await expect(page).toHaveURL(/\/community$/);
});
