/** The Hero tab: edits the hero the server calls current, or creates the first one. */
import { useEffect } from "react";
import type { z } from "zod";
import { HERO_CONTENT_SIZES, HERO_DEFAULTS, HERO_FONTS, HERO_TITLE_SIZES, PREVIEW_LENGTH } from "@shared/constants";
import { insertHeroContentSchema } from "@shared/contracts/hero-content.body";
import { SkeletonGrid } from "@/components/skeleton";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input, Select, Textarea } from "@/components/ui/input";
import { toast } from "@/components/ui/use-toast";
import { errorMessage } from "@/lib/form-errors";
import { heroFontStack, useHeroFonts } from "@/lib/hero-fonts";
import { truncate } from "@shared/preview-text";
import { useApiForm } from "@/lib/use-api-form";
import { useCurrentHero, useSaveHero } from "./hooks";
import { formatDateTime, localDateTime } from "./publication-fields";

type HeroFormValues = z.input<typeof insertHeroContentSchema>;

const EMPTY_HERO: HeroFormValues = { title: "", content: "", ...HERO_DEFAULTS, activateAt: "" };

const selects = [
  { name: "titleFontFamily", label: "Title font", options: HERO_FONTS },
  { name: "titleFontSize", label: "Title size", options: HERO_TITLE_SIZES },
  { name: "contentFontFamily", label: "Content font", options: HERO_FONTS },
  { name: "contentFontSize", label: "Content size", options: HERO_CONTENT_SIZES },
] as const;

export function HeroTab() {
  const current = useCurrentHero();
  const hero = current.data;
  const save = useSaveHero(hero?.id);
  const { form, handleSubmit, isSubmitting } = useApiForm({
    schema: insertHeroContentSchema,
    defaultValues: EMPTY_HERO,
    submit: save.mutateAsync,
    onSuccess: () => toast({ title: "Hero content saved!" }),
    // Admin calls show the server's own words.
    failureNotice: (error) => ({ title: errorMessage(error) }),
  });
  const { errors } = form.formState;
  useHeroFonts(hero?.titleFontFamily, hero?.contentFontFamily);

  useEffect(() => {
    if (hero)
      form.reset({
        ...hero,
        isActive: hero.isActive === 0 ? 0 : 1,
        activateAt: hero.activateAt ? localDateTime(String(hero.activateAt)) : "",
      } as HeroFormValues);
  }, [hero, form]);

  if (current.isLoading) return <SkeletonGrid count={1} className="grid" cardClassName="h-64" />;

  return (
    <section aria-label="Hero">
      {hero && (
        <div className="mb-6 rounded-xl border border-muted/30 bg-white p-4">
          <p className="text-sm text-muted">
            Current hero ({hero.isActive === 1 ? "Active" : "Inactive"}
            {hero.activateAt ? ` · becomes active ${formatDateTime(String(hero.activateAt))}` : ""})
          </p>
          <h3 className="font-semibold text-ink" style={{ fontFamily: heroFontStack(hero.titleFontFamily) }}>
            {hero.title}
          </h3>
          <p className="text-sm text-ink" style={{ fontFamily: heroFontStack(hero.contentFontFamily) }}>
            {truncate(hero.content, PREVIEW_LENGTH.hero)}
          </p>
        </div>
      )}
      <form
        noValidate
        onSubmit={handleSubmit}
        aria-label="Hero content"
        className="rounded-xl border border-muted/30 bg-white p-4"
      >
        <fieldset disabled={isSubmitting} className="grid gap-4">
          <FormField id="hero-title" label="Title" error={errors.title?.message}>
            {(control) => <Input {...control} {...form.register("title")} />}
          </FormField>
          <FormField id="hero-content" label="Content" error={errors.content?.message}>
            {(control) => <Textarea {...control} {...form.register("content")} />}
          </FormField>
          <div className="grid gap-4 sm:grid-cols-2">
            {selects.map((select) => (
              <FormField
                key={select.name}
                id={`hero-${select.name}`}
                label={select.label}
                error={errors[select.name]?.message}
              >
                {(control) => (
                  <Select {...control} {...form.register(select.name)}>
                    {select.options.map((option) => (
                      <option key={option} value={option}>
                        {option}
                      </option>
                    ))}
                  </Select>
                )}
              </FormField>
            ))}
          </div>
          <FormField id="hero-active" label="Status" error={errors.isActive?.message}>
            {(control) => (
              <Select
                {...control}
                {...form.register("isActive", { setValueAs: (value: string | number) => Number(value) })}
              >
                <option value={1}>Active</option>
                <option value={0}>Inactive</option>
              </Select>
            )}
          </FormField>
          <FormField
            id="hero-activateAt"
            label="Make it the active hero on (optional)"
            hint="Your own time zone. Until then it is saved inactive; leave empty to use the status above."
            error={errors.activateAt?.message}
          >
            {(control) => <Input type="datetime-local" {...control} {...form.register("activateAt")} />}
          </FormField>
          <div className="flex justify-end">
            <Button type="submit">{isSubmitting ? "Saving..." : hero ? "Save Hero" : "Create Hero"}</Button>
          </div>
        </fieldset>
      </form>
    </section>
  );
}
