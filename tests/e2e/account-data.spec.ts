/**
 * "Your account is yours" (docs/features.md#your-account): a member exports their data and opens
 * the zip, then deletes the account keeping their words, which read "A former member"; the old
 * login no longer works.
 */
import fs from "node:fs";
import { expect, test } from "./app-test";
import { strFromU8, unzipSync } from "fflate";
import { PHONE, sharePhotoByApi } from "./a11y-helpers";
import { E2E_PASSWORD, logInInBrowser, uniqueUsername } from "./helpers";

test("a member exports their data, opens the zip, then deletes the account keeping their posts", async ({ page }) => {
  test.setTimeout(90_000);
  const name = uniqueUsername("leaver");
  const title = uniqueUsername("Walking Juniper at dawn");
  expect(
    (
      await page.request.post("/api/register", { data: { username: name, password: E2E_PASSWORD, ageConfirmed: true } })
    ).status(),
  ).toBe(201);
  await logInInBrowser(page, name, E2E_PASSWORD);
  const created = await page.request.post("/api/posts", {
    data: { title, content: "The quiet before the town wakes helps us both.", category: "general-wellness" },
  });
  expect(created.status()).toBe(201);
  const { id: postId } = (await created.json()) as { id: string };
  const photoPath = await sharePhotoByApi(page.request, "Juniper", 140);

  // Export: start, wait while it is prepared, download and open it.
  await page.goto("/settings#your-data");
  const exportSection = page.getByRole("region", { name: "Export my data" });
  await exportSection.getByRole("button", { name: "Export my data" }).click();
  const downloadLink = exportSection.getByRole("link", { name: "Download" });
  await expect(downloadLink).toBeVisible({ timeout: 30_000 });
  const [download] = await Promise.all([page.waitForEvent("download"), downloadLink.click()]);
  expect(download.suggestedFilename()).toMatch(/^pawswell-export-\d{4}-\d{2}-\d{2}\.zip$/);
  const files = unzipSync(new Uint8Array(fs.readFileSync(await download.path())));
  expect(strFromU8(files["README.txt"]!)).toContain("Your PawsWell data");
  expect(JSON.parse(strFromU8(files["account.json"]!))).toMatchObject({ username: name });
  expect(JSON.parse(strFromU8(files["discussions.json"]!))).toEqual([expect.objectContaining({ id: postId, title })]);
  const photos = JSON.parse(strFromU8(files["photos.json"]!)) as Array<{ petName: string; file: string }>;
  expect(photos).toEqual([expect.objectContaining({ petName: "Juniper" })]);
  expect(files[photos[0]!.file]?.length).toBeGreaterThan(0);
  // Every spec shares this server's gallery, and later walks expect it empty: the photo goes first.
  expect((await page.request.delete(photoPath)).status()).toBe(204);

  // Delete, keeping the posts: the dialog at phone width first.
  await page.setViewportSize(PHONE);
  await exportSection.screenshot({ path: test.info().outputPath("export-ready-phone.png") });
  await page.getByRole("button", { name: "Delete my account" }).click();
  const dialog = page.getByRole("dialog", { name: "Delete your account?" });
  await dialog.getByRole("radio", { name: /Keep them, shown as “A former member”/ }).check();
  await dialog.getByLabel("Your password").fill(E2E_PASSWORD);
  await page.screenshot({ path: test.info().outputPath("delete-dialog-phone.png") });
  await dialog.getByRole("button", { name: "Delete my account" }).click();
  await expect(page.getByText("Your account has been deleted", { exact: true }).first()).toBeVisible();
  await expect(page).toHaveURL(/\/$/);

  await page.goto(`/community/${postId}`);
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(page.getByText("A former member").first()).toBeVisible();
  await expect(page.getByText(name)).toHaveCount(0);

  await page.goto("/login");
  await page.getByLabel("Username").fill(name);
  await page.getByLabel("Password").fill(E2E_PASSWORD);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page.getByText("Login Failed", { exact: true }).first()).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
});
