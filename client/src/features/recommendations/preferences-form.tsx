/**
 * The three preference cards and the Save / Generate buttons. The server's saved preferences
 * overwrite the form when they load; each button is disabled while its own request runs.
 */
import { useEffect } from "react";
import { Controller } from "react-hook-form";
import { ACTIVITY_LEVELS, INTERESTS, PREFERENCE_PET_TYPES, PREFERRED_CONTENT_TYPES } from "@shared/constants";
import { DEFAULT_PREFERENCES, preferencesSchema, type Preferences } from "@shared/recommendations";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { OptionItems, Select } from "@/components/ui/input";
import { toast } from "@/components/ui/use-toast";
import { useApiForm } from "@/lib/use-api-form";
import { CheckboxGroup } from "./checkbox-group";
import { useGenerateRecommendations, useSavePreferences } from "./hooks";
import { SettingsCard } from "./settings-card";

/** A checkbox group's problem, from the schema or the server (the select shows its own through FormField). */
function FieldError({ message }: { message: string | undefined }) {
  return message ? <p className="mt-2 text-sm text-red-700">{message}</p> : null;
}

interface PreferencesFormProps {
  userId: string;
  saved: Preferences | undefined;
}

export function PreferencesForm({ userId, saved }: PreferencesFormProps) {
  const save = useSavePreferences(userId);
  const generate = useGenerateRecommendations(userId);
  const { form, handleSubmit, isSubmitting } = useApiForm({
    schema: preferencesSchema,
    defaultValues: DEFAULT_PREFERENCES,
    submit: save.mutateAsync,
    onSuccess: () =>
      toast({ title: "Preferences Updated", description: "Your AI recommendation preferences have been saved." }),
    failureNotice: () => ({ title: "Error", description: "Failed to update preferences. Please try again." }),
  });

  useEffect(() => {
    if (saved) form.reset(saved);
  }, [saved, form]);

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
    <form onSubmit={handleSubmit} className="space-y-6" noValidate>
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
          <FieldError message={form.formState.errors[group.name]?.message} />
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
          <FieldError message={form.formState.errors.preferredContentTypes?.message} />
        </fieldset>
        <div className="mt-4 sm:w-80">
          <FormField id="activityLevel" label="Activity level" error={form.formState.errors.activityLevel?.message}>
            {(control) => (
              <Select {...control} {...form.register("activityLevel")}>
                <OptionItems options={ACTIVITY_LEVELS} />
              </Select>
            )}
          </FormField>
        </div>
      </SettingsCard>
      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? "Saving..." : "Save Preferences"}
        </Button>
        <Button type="button" variant="secondary" disabled={generate.isPending} onClick={handleGenerate}>
          {generate.isPending ? "Generating..." : "Generate New Recommendations"}
        </Button>
      </div>
    </form>
  );
}
