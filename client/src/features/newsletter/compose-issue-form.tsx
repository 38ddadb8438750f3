/** Composing a newsletter issue in /admin: a subject, a few warm lines and recent articles, saved as a draft. */
import { useQueryClient } from "@tanstack/react-query";
import { Controller } from "react-hook-form";
import type { NewsletterArticleChoice } from "@shared/contracts/newsletter.contract";
import { ISSUE_ARTICLES_MAX, composeIssueSchema } from "@shared/newsletter";
import { EmptyState } from "@/components/empty-state";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input, Textarea } from "@/components/ui/input";
import { toast } from "@/components/ui/use-toast";
import { errorMessage } from "@/lib/form-errors";
import { useApiForm } from "@/lib/use-api-form";
import { composeIssue } from "./api";
import { NEWSLETTER_OVERVIEW_KEY } from "./hooks";

export function ComposeIssueForm({ articles }: { articles: NewsletterArticleChoice[] }) {
  const queryClient = useQueryClient();
  const { form, handleSubmit, isSubmitting } = useApiForm({
    schema: composeIssueSchema,
    defaultValues: { subject: "", intro: "", articleIds: [] as string[] },
    submit: composeIssue,
    onSuccess: () => {
      toast({ title: "Draft saved. Send a test to yourself, then send it." });
      form.reset({ subject: "", intro: "", articleIds: [] });
      void queryClient.invalidateQueries({ queryKey: NEWSLETTER_OVERVIEW_KEY });
    },
    failureNotice: (error) => ({ title: errorMessage(error) }),
  });
  const { errors } = form.formState;

  if (articles.length === 0)
    return (
      <EmptyState description="No articles are published yet. Publish one in the Blog tab, then compose an issue." />
    );

  return (
    <form
      noValidate
      onSubmit={handleSubmit}
      aria-label="Compose an issue"
      className="rounded-xl border border-muted/30 bg-white p-4"
    >
      <fieldset disabled={isSubmitting} className="grid gap-4">
        <FormField id="newsletter-subject" label="Subject" error={errors.subject?.message}>
          {(control) => <Input {...control} {...form.register("subject")} />}
        </FormField>
        <FormField
          id="newsletter-intro"
          label="Introduction"
          hint="A few warm lines before the articles."
          error={errors.intro?.message}
        >
          {(control) => <Textarea {...control} rows={4} {...form.register("intro")} />}
        </FormField>
        <Controller
          control={form.control}
          name="articleIds"
          render={({ field }) => (
            <fieldset aria-describedby={errors.articleIds ? "newsletter-articles-error" : undefined}>
              <legend className="text-sm font-medium text-ink">
                Articles (up to {ISSUE_ARTICLES_MAX}, listed in the order you pick them)
              </legend>
              <ul className="mt-2 grid gap-2">
                {articles.map((article) => {
                  const isChosen = field.value.includes(article.id);
                  return (
                    <li key={article.id}>
                      <label className="flex min-h-11 cursor-pointer items-start gap-3 rounded-lg border border-muted/30 p-3 hover:bg-brand-50">
                        <input
                          type="checkbox"
                          className="mt-1 h-4 w-4 shrink-0 accent-brand-700"
                          checked={isChosen}
                          onChange={() =>
                            field.onChange(
                              isChosen ? field.value.filter((id) => id !== article.id) : [...field.value, article.id],
                            )
                          }
                        />
                        <span className="min-w-0">
                          <span className="block break-words font-medium text-ink">{article.title}</span>
                          <span className="block break-words text-sm text-muted">{article.excerpt}</span>
                        </span>
                      </label>
                    </li>
                  );
                })}
              </ul>
              {errors.articleIds && (
                <p id="newsletter-articles-error" className="mt-1 text-sm text-red-700">
                  {errors.articleIds.message ?? errors.articleIds.root?.message}
                </p>
              )}
            </fieldset>
          )}
        />
        <div className="flex justify-end">
          <Button type="submit" className="w-full sm:w-auto">
            {isSubmitting ? "Saving..." : "Save draft"}
          </Button>
        </div>
      </fieldset>
    </form>
  );
}
