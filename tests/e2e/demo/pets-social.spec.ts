/**
 * Pet's Be Social on the demo content: the gallery of real photo sizes, the member of the month
 * and the challenges fit a small phone, a phone, a tablet and a small laptop; and sharing a real
 * camera-sized JPEG at 375 px shows it the moment it is chosen, then the server's copy, then shares.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { expect, test } from "../app-test";
import { logInInBrowser, MEMBER } from "../helpers";
import { expectFitsTheScreen, settled } from "./fits-the-screen";

const WIDTHS = [320, 375, 768, 1024];

/** A real JPEG the size a phone camera makes, with a long name, as a person would pick it. */
async function writeCameraJpeg(): Promise<string> {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), "pawswell-camera-"));
  const file = path.join(folder, "IMG_20261127_084512_biscuit_on_the_sofa_after_our_walk.jpg");
  const bytes = await sharp({
    create: { width: 4032, height: 3024, channels: 3, background: { r: 180, g: 140, b: 90 } },
  })
    .jpeg({ quality: 80 })
    .toBuffer();
  fs.writeFileSync(file, bytes);
  return file;
}

for (const width of WIDTHS) {
  test(`Pet's Be Social fits ${width} px, with Share Photo's form on the screen`, async ({ page }, testInfo) => {
    await page.setViewportSize({ width, height: 812 });
    await page.goto("/pets-social");
    await settled(page);
    await expect(page.getByRole("region", { name: "Pet photos" }).getByRole("img").first()).toBeVisible();
    await expect(page.getByRole("region", { name: "Wellness Challenges" })).toBeVisible();
    await expectFitsTheScreen(page, testInfo, "pets-social");

    await page.getByRole("button", { name: "Share Photo", exact: true }).click();
    const dialog = page.getByRole("dialog");
    await expect(dialog).toBeVisible();
    const box = (await dialog.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(width);
    await expectFitsTheScreen(page, testInfo, "pets-social-share-photo");
  });
}

test("choosing a camera photo at 375 px shows it at once, keeps its name, then shares it", async ({
  page,
}, testInfo) => {
  await logInInBrowser(page, MEMBER.username, MEMBER.password);
  await page.goto("/pets-social");
  await page.getByRole("button", { name: "Share Photo", exact: true }).click();
  const dialog = page.getByRole("dialog");
  const photo = await writeCameraJpeg();
  // The upload takes a few seconds, as on a phone's connection: the preview must not wait for it.
  await page.route("**/objects/upload/**", async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 3000));
    await route.continue();
  });
  await dialog.getByLabel("Photo", { exact: true }).setInputFiles(photo);

  // At once, drawn from the browser's own copy, with the file's name, before the server has it.
  const preview = dialog.getByRole("img", { name: "Preview of your uploaded photo" });
  await expect(preview).toBeVisible();
  await expect(dialog.getByRole("progressbar", { name: "Upload progress" })).toBeVisible();
  await expect
    .poll(() =>
      preview.evaluate((element) =>
        element instanceof HTMLCanvasElement
          ? element.getContext("2d")!.getImageData(element.width / 2, element.height / 2, 1, 1).data[3]
          : "not the browser's copy",
      ),
    )
    .toBe(255);
  await expect(dialog.getByText(`Chosen: ${path.basename(photo)}`)).toBeVisible();
  expect(
    await dialog.getByLabel("Photo", { exact: true }).evaluate((input: HTMLInputElement) => input.files?.[0]?.name),
  ).toBe(path.basename(photo));
  await expectFitsTheScreen(page, testInfo, "share-photo-chosen");
  // Then the server's processed thumbnail, once it exists.
  await expect(preview).toHaveAttribute("src", /^\/objects\/uploads\/[^?]+\?size=thumb$/, { timeout: 20_000 });
  await expect
    .poll(() => preview.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth))
    .toBeGreaterThan(0);

  // One unbroken word, as a pasted name can be: the gallery and the photo's page must still fit.
  const petName = `SirBiscuitTheMagnificentOfTheSofaAndTheSunnyWindow${Date.now().toString(36)}`;
  await dialog.getByLabel("Pet name").fill(petName);
  await dialog.getByLabel("Pet type").selectOption("dog");
  await dialog.getByRole("button", { name: "Share Photo" }).click();
  await expect(page.getByText("Pet photo shared successfully!", { exact: true })).toBeVisible();
  const photos = (await (await page.request.get("/api/pet-photos")).json()) as { id: string; petName: string }[];
  const shared = photos.find((row) => row.petName === petName);
  expect(shared, "the shared photo is listed").toBeDefined();
  try {
    await page.goto("/pets-social");
    await settled(page);
    const name = page.getByRole("region", { name: "Pet photos" }).getByText(petName);
    await expect(name).toBeVisible();
    // The slide clips what overflows it: the name must wrap, not run on out of sight.
    expect(await name.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
    await expectFitsTheScreen(page, testInfo, "pets-social-long-name");
    await page.goto(`/pets-social/photos/${shared!.id}`);
    await settled(page);
    await expectFitsTheScreen(page, testInfo, "photo-long-name");
  } finally {
    // Leave the gallery as the other demo walks found it.
    expect((await page.request.delete(`/api/pet-photos/${shared!.id}`)).ok()).toBe(true);
  }
});
