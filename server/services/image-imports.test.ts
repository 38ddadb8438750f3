/**
 * The one-off import command's work (`npm run images:import`): outside pictures still in the site's
 * tables are fetched into our storage and the rows pointed at the copies, which are then served;
 * a picture that cannot be fetched keeps its row as it was, is reported, and is tried again next run.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { blogPosts, featuredItems, memberOfTheMonth } from "@shared/schema";
import type { DatabaseHandle } from "../db";
import { HttpError } from "../lib/http-error";
import { createLocalStorage } from "../storage/local-storage";
import type { ObjectStorage } from "../storage/object-storage";
import { solidImage } from "../test/images";
import { TEST_SECRET } from "../test/test-app";
import { createTestDatabase } from "../test/test-database";
import { imageImportsService } from "./image-imports";
import { uploadIdFromPath, uploadsService } from "./uploads";

describe("importing the outside pictures still in the site's tables", () => {
  let database: DatabaseHandle;
  let root: string;
  let storage: ObjectStorage;
  beforeAll(async () => {
    database = await createTestDatabase();
    root = fs.mkdtempSync(path.join(os.tmpdir(), "pawswell-import-"));
    storage = createLocalStorage({ root, secret: TEST_SECRET });
  });
  afterAll(async () => {
    fs.rmSync(root, { recursive: true, force: true });
    await database.close();
  });

  it("imports what it can, keeps and reports what it cannot, and retries it next time", async () => {
    const png = await solidImage("png", 50, 40);
    let isOtherSiteUp = false;
    const fetched: string[] = [];
    const fetchImage = async (address: string) => {
      fetched.push(address);
      if (address.includes("good") || isOtherSiteUp) return png;
      throw new HttpError(422, "The other site answered 404 for this address, so it cannot be imported");
    };
    const [featured] = await database.db
      .insert(featuredItems)
      .values({
        title: "Moose",
        description: "Gentle.",
        type: "animal",
        imageUrl: "https://good.example.org/moose.jpg",
      })
      .returning();
    const [article] = await database.db
      .insert(blogPosts)
      .values({
        slug: "walks",
        title: "Walks",
        content: "Slow.",
        excerpt: "Slow.",
        author: "Team",
        imageUrl: "https://gone.example.org/walk.jpg",
      })
      .returning();
    await database.db.insert(memberOfTheMonth).values({
      memberName: "Ana",
      petName: "Miso",
      petType: "cat",
      story: "Calm.",
      month: "May",
      year: 2026,
      imageUrl: null,
    });

    const imports = imageImportsService(database.db, storage, fetchImage);
    const first = await imports.importOutsideImages();
    expect(first.imported).toEqual([
      expect.objectContaining({ table: "featured", id: featured!.id, imageUrl: "https://good.example.org/moose.jpg" }),
    ]);
    expect(first.failed).toEqual([
      expect.objectContaining({ table: "blog", id: article!.id, reason: expect.stringContaining("404") }),
    ]);
    const [featuredNow] = await database.db.select().from(featuredItems).where(eq(featuredItems.id, featured!.id));
    expect(featuredNow!.imageUrl).toBe(first.imported[0]!.objectPath);
    const id = uploadIdFromPath(featuredNow!.imageUrl)!;
    expect(await uploadsService(database.db, storage).readShared(id, "thumb")).not.toBeNull();
    const [articleNow] = await database.db.select().from(blogPosts).where(eq(blogPosts.id, article!.id));
    expect(articleNow!.imageUrl).toBe("https://gone.example.org/walk.jpg");

    isOtherSiteUp = true;
    fetched.length = 0;
    const second = await imports.importOutsideImages();
    expect(fetched).toEqual(["https://gone.example.org/walk.jpg"]);
    expect(second.imported).toHaveLength(1);
    expect(second.failed).toEqual([]);
  });
});
