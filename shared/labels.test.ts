import { describe, expect, it } from "vitest";
import {
  badgeColorLabel,
  categoryContentTypeLabel,
  contentCategoryLabel,
  featuredTypeLabel,
  groupTypeLabel,
  photoPetTypeLabel,
  postCategoryLabel,
  resourceCategoryLabel,
  storyPetTypeLabel,
} from "./labels";

describe("labels", () => {
  it("names every kind of stored value in words", () => {
    expect(postCategoryLabel("general-wellness")).toBe("General Wellness");
    expect(postCategoryLabel("anxiety-depression")).toBe("Anxiety & Depression");
    expect(postCategoryLabel("resource sharing")).toBe("Resource Sharing");
    expect(resourceCategoryLabel("grief-support")).toBe("Grief Support");
    expect(groupTypeLabel("volunteer")).toBe("Volunteer");
    expect(storyPetTypeLabel("guinea-pig")).toBe("Guinea Pig");
    expect(photoPetTypeLabel("dog")).toBe("Dog");
    expect(featuredTypeLabel("rescue")).toBe("Rescue Spotlight");
    expect(categoryContentTypeLabel("resource")).toBe("Resource");
    expect(badgeColorLabel("purple")).toBe("Purple");
  });

  it("names any item's category, a discussion's or a resource's, and lets a label through", () => {
    expect(contentCategoryLabel("ptsd")).toBe("PTSD");
    expect(contentCategoryLabel("general")).toBe("General");
    expect(contentCategoryLabel("local-resources")).toBe("Local Resources");
    expect(contentCategoryLabel("Wellness Challenges")).toBe("Wellness Challenges");
    expect(contentCategoryLabel("Blog")).toBe("Blog");
  });

  it("never shows a slug, even for a value no list knows (an old row)", () => {
    expect(contentCategoryLabel("local-events")).toBe("Local events");
    expect(groupTypeLabel("walking_club")).toBe("Walking club");
    expect(photoPetTypeLabel("pet")).toBe("Pet");
  });
});
