import { expect, test } from "./app-test";
import { MODERATOR, logInInBrowser, writePng } from "./helpers";

test.describe("images in /admin", () => {
  test("a moderator uploads a cover image for an article; readers see it from our storage, described", async ({
    page,
    request,
  }) => {
    await logInInBrowser(page, MODERATOR.username, MODERATOR.password);
    await page.goto("/admin?tab=blog");
    await page.getByRole("button", { name: "Add Blog post" }).click();
    const form = page.getByRole("form", { name: "Add blog" });
    await form.getByLabel("Title").fill("Morning light with a calm dog");
    await form.getByLabel("Author").fill("PawsWell Team");
    // A new article starts as a draft; this one goes out at once.
    await form.getByRole("radio", { name: /Publish now/ }).check();
    await form.getByLabel("Content").fill("Open the curtains, sit down, and let the dog lean in.");

    const image = form.getByRole("group", { name: "Image" });
    // An outside address is never saved: it must be uploaded or imported first.
    await image.getByLabel("Upload an image").setInputFiles(await writePng());
    const preview = image.getByRole("img", { name: "Preview of the chosen image" });
    await expect(preview).toBeVisible();
    await expect.poll(() => preview.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

    // Alt text is required while there is an image.
    await form.getByRole("button", { name: "Save" }).click();
    await expect(form.getByText("Please describe the image (alt text) for people who cannot see it")).toBeVisible();
    await image.getByLabel("Alt text (required)").fill("A sleepy dog in a patch of morning sun");
    await form.getByRole("button", { name: "Save" }).click();
    await expect(page.getByText("Blog post added!", { exact: true }).first()).toBeVisible();

    await page.goto("/blog");
    const card = page.getByRole("article").filter({ hasText: "Morning light with a calm dog" });
    await card.getByRole("link", { name: "Morning light with a calm dog" }).first().click();
    const cover = page.getByRole("article").getByRole("img", { name: "A sleepy dog in a patch of morning sun" });
    await expect(cover).toHaveAttribute("src", /^\/objects\/uploads\/[0-9a-f-]{36}$/);
    await cover.scrollIntoViewIfNeeded();
    await expect.poll(() => cover.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

    // Leave the site as found: later walks read /blog with its built-in samples.
    const { id } = (await (
      await page.request.get(new URL(page.url()).pathname.replace("/blog/", "/api/blog/"))
    ).json()) as { id: string };
    const src = (await cover.getAttribute("src"))!;
    expect((await page.request.delete(`/api/blog/${id}`)).status()).toBe(204);
    // Its picture is no longer served to readers once no page shows it (its uploader may still see
    // their own unshared upload, as the share form's preview does: docs/decisions.md, files follow their rows).
    expect((await request.get(src)).status()).toBe(404);
  });
});
