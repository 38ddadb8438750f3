/**
 * The three preference cards and the Save / Generate buttons. The server's saved preferences
 * overwrite the form when they load; each button is disabled while its own request runs.
 */
import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect } from "react";
import { Controller, useForm } from "react-hook-form";
import { ACTIVITY_LEVELS, INTERESTS, PREFERENCE_PET_TYPES, PREFERRED_CONTENT_TYPES } from "@shared/constants";
import {
  DEFAULT_PREFERENCES,
  preferencesSchema,
  type Preferences,
  type PreferencesInput,
} from "@shared/recommendations";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/use-toast";
import { CheckboxGroup } from "./checkbox-group";
import { useGenerateRecommendations, useSavePreferences } from "./hooks";
import { SettingsCard } from "./settings-card";
import { OptionItems } from "@/components/ui/input";

interface PreferencesFormProps {
  userId: string;
  saved: Preferences | undefined;
}

export function PreferencesForm({ userId, saved }: PreferencesFormProps) {
  const form = useForm<PreferencesInput, unknown, Preferences>({
    resolver: zodResolver(preferencesSchema),
    defaultValues: DEFAULT_PREFERENCES,
  });
  const save = useSavePreferences(userId);
  const generate = useGenerateRecommendations(userId);

  useEffect(() => {
    if (saved) form.reset(saved);
  }, [saved, form]);

  const handleSave = form.handleSubmit((values) =>
    save.mutate(values, {
      onSuccess: () =>
        toast({ title: "Preferences Updated", description: "Your AI recommendation preferences have been saved." }),
      onError: () =>
        toast({
          title: "Error",
          description: "Failed to update preferences. Please try again.",
          variant: "destructive",
        }),
    }),
  );

  const handleGenerate = () =>
    generate.mutate(undefined, {
      onSuccess: () =>
        toast({
          title: "Recommendations Updated",
          description: "New personalized recommendations have been generated based on your preferences.",
        }),
      onError: () =>
        toast({
          title: "Error",
          description: "Failed to generate new recommendations. Please try again.",
          variant: "destructive",
        }),
    });

  const groups = [
    { name: "petTypes", title: "Pet Types", options: PREFERENCE_PET_TYPES },
    { name: "interests", title: "Interests", options: INTERESTS },
  ] as const;

  return (
    <form onSubmit={handleSave} className="space-y-6" noValidate>
      {groups.map((group) => (
        <SettingsCard key={group.name} title={group.title}>
          <Controller
            control={form.control}
            name={group.name}
            render={({ field }) => (
              <CheckboxGroup
                name={group.name}
                options={group.options}
                value={field.value ?? []}
                onChange={field.onChange}
              />
            )}
          />
        </SettingsCard>
      ))}
      <SettingsCard title="Content Preferences">
        <fieldset>
          <legend className="mb-2 font-medium text-ink">Preferred content types</legend>
          <Controller
            control={form.control}
            name="preferredContentTypes"
            render={({ field }) => (
              <CheckboxGroup
                name="preferredContentTypes"
                options={PREFERRED_CONTENT_TYPES}
                value={field.value ?? []}
                onChange={field.onChange}
              />
            )}
          />
        </fieldset>
        <label htmlFor="activityLevel" className="mt-4 block font-medium text-ink">
          Activity level
        </label>
        <select
          id="activityLevel"
          className="mt-1 min-h-11 w-full rounded-lg border border-brand-200 bg-white px-3 sm:w-80"
          {...form.register("activityLevel")}
        >
          <OptionItems options={ACTIVITY_LEVELS} />
        </select>
      </SettingsCard>
      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? "Saving..." : "Save Preferences"}
        </Button>
        <Button type="button" variant="secondary" disabled={generate.isPending} onClick={handleGenerate}>
          {generate.isPending ? "Generating..." : "Generate New Recommendations"}
        </Button>
      </div>
    </form>
  );
}
