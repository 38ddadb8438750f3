import { expect, test } from "./app-test";
import { signUpAndLogIn, uniqueUsername } from "./helpers";

const DOG_POSTS = [
  { title: "Leash training gave my anxious dog confidence", category: "therapy-training" },
  { title: "Recall practice with our rescue puppy", category: "therapy-training" },
  { title: "Obedience classes helped both of us", category: "general-wellness" },
  { title: "Morning walks with my dog ease my anxiety", category: "anxiety-depression" },
];

test("preferences shape recommendations, and opening one marks it viewed", async ({ page }) => {
  await signUpAndLogIn(page, uniqueUsername("rex"));

  // Real content to recommend, written through the API with the member's own session.
  for (const post of DOG_POSTS) {
    const response = await page.request.post("/api/posts", {
      data: { ...post, content: `${post.title}. Training our dog every day brought calm to the whole family.` },
    });
    expect(response.status()).toBe(201);
  }

  await page.goto("/preferences");
  await expect(page.getByRole("heading", { level: 1, name: "AI Recommendation Preferences" })).toBeVisible();
  await page.getByRole("checkbox", { name: "Dogs" }).check();
  await page.getByRole("checkbox", { name: "Pet Training" }).check();
  await page.getByRole("button", { name: "Save Preferences" }).click();
  await expect(page.getByText("Your AI recommendation preferences have been saved.", { exact: true })).toBeVisible();

  await page.reload();
  await expect(page.getByRole("checkbox", { name: "Dogs" })).toBeChecked();
  await expect(page.getByRole("checkbox", { name: "Pet Training" })).toBeChecked();
  await expect(page.getByRole("checkbox", { name: "Cats" })).not.toBeChecked();

  await page.getByRole("button", { name: "Generate New Recommendations" }).click();
  await expect(
    page.getByText("New personalized recommendations have been generated based on your preferences.", { exact: true }),
  ).toBeVisible();
  // Nothing opened yet: no analytics card, rather than a score of "0.0%".
  await expect(page.getByText(/^Because you chose /).first()).toBeVisible();
  const analytics = page.getByRole("region", { name: "Engagement Analytics" });
  await expect(analytics).toHaveCount(0);

  await page.goto("/");
  const section = page.getByRole("region", { name: /Recommended for You/ });
  const cards = section.getByRole("article");
  await expect(cards).toHaveCount(3);
  await expect(section.getByText("New", { exact: true })).toHaveCount(3);
  await expect(cards.first()).toContainText(/dog|puppy|Leash|Recall|Obedience/i);

  await cards.first().getByRole("button").click();
  await expect(cards.first().getByRole("img", { name: "Viewed" })).toBeVisible();
  await expect(section.getByText("New", { exact: true })).toHaveCount(2);

  await page.goto("/preferences");
  await expect(analytics.getByText("Viewed", { exact: true })).toBeVisible();
  await expect(analytics.getByText("0.0%", { exact: true })).toHaveCount(0);
});
