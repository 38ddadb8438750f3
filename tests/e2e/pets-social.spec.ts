import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, test } from "./app-test";
import { signUpAndLogIn } from "./helpers";
import sharp from "sharp";

/** A real, small PNG on disk, as a person would pick it. */
async function writePng(): Promise<string> {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "pawswell-photo-")), "biscuit.png");
  const bytes = await sharp({ create: { width: 64, height: 48, channels: 3, background: { r: 200, g: 120, b: 60 } } })
    .png()
    .toBuffer();
  fs.writeFileSync(file, bytes);
  return file;
}

test.describe("Pet's Be Social", () => {
  test("a guest refuses an oversize file, then uploads and shares a real photo", async ({ page }) => {
    await page.goto("/pets-social");
    await expect(page.getByText("No photos yet")).toBeVisible();
    await expect(page.getByText("This month's member will be announced soon.")).toBeVisible();
    await page.getByRole("button", { name: "Share Photo", exact: true }).click();

    const alerts: string[] = [];
    page.on("dialog", (dialog) => {
      alerts.push(dialog.message());
      void dialog.accept();
    });
    await page
      .getByLabel("Photo", { exact: true })
      .setInputFiles({ name: "huge.png", mimeType: "image/png", buffer: Buffer.alloc(10485761) });
    await expect.poll(() => alerts).toEqual(["File size must be less than 10MB"]);

    await page.getByLabel("Photo", { exact: true }).setInputFiles(await writePng());
    await expect(page.getByRole("img", { name: "Preview of your uploaded photo" })).toBeVisible();
    await page.getByLabel("Pet name").fill("Biscuit");
    await page.getByLabel("Pet type").selectOption("dog");
    await page.getByLabel("Description").fill("Naps on my feet while I work.");
    await page.getByLabel("Your name").fill("Sam");
    await page.getByRole("dialog").getByRole("button", { name: "Share Photo" }).click();

    await expect(page.getByText("Pet photo shared successfully!", { exact: true })).toBeVisible();
    await expect(page.getByRole("dialog")).toHaveCount(0);
    const image = page.getByRole("region", { name: "Pet photos" }).getByRole("img", { name: "Biscuit, shared by Sam" });
    await expect(image).toBeVisible();
    await expect
      .poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth))
      .toBeGreaterThan(0);
    expect(alerts).toHaveLength(1);
  });

  test("a member creates a wellness challenge and sees it in the card", async ({ page }) => {
    await signUpAndLogIn(page, `river-${Date.now()}`);
    await page.goto("/pets-social");
    const card = page.getByRole("region", { name: "Wellness Challenges" });
    await card.getByRole("button", { name: "Create" }).click();

    await page.getByLabel("Title").fill("Thirty days of slow walks");
    await page.getByLabel("Description").fill("A short walk with your dog every day.");
    await page.getByRole("button", { name: "Create Challenge" }).click();
    await expect(page.getByText("Start date is required")).toBeVisible();

    await page.getByLabel("Start date").fill("2099-12-01");
    await page.getByLabel("End date").fill("2099-12-30");
    await page.getByRole("button", { name: "Create Challenge" }).click();
    await expect(page.getByText("Wellness challenge created successfully!", { exact: true })).toBeVisible();
    await expect(card.getByText("Thirty days of slow walks")).toBeVisible();
    await expect(card.getByText(/0 participants/)).toBeVisible();
  });
});
