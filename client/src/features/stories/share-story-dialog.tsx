import { ITEM_PATHS } from "@shared/item-urls";
import { STORY_PET_TYPES } from "@shared/constants";
import { insertStorySchema } from "@shared/contracts/items.body";
import { FormDialog } from "@/components/form-dialog";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input, OptionItems, Select, Textarea } from "@/components/ui/input";
import { useSessionUser } from "@/features/auth/use-session";
import { failureWithReason } from "@/lib/form-errors";
import { useCreateForm } from "@/lib/use-create-form";
import { CrisisSupportPanel } from "@/features/safety/crisis-support-panel";
import { GuidelinesLink } from "@/features/safety/guidelines-link";
import { PostingOptions } from "@/features/safety/posting-options";
import {
  anonymousOption,
  contentWarningsOption,
  noindexOption,
  NO_WARNINGS,
} from "@/features/safety/posting-options-fields";
import { useCreateStory } from "./hooks";

const newStorySchema = insertStorySchema.extend({ ...contentWarningsOption, ...anonymousOption, ...noindexOption });

/** Anyone may share a story. */
export function ShareStoryDialog({ triggerLabel = "Share Your Story" }: { triggerLabel?: string }) {
  // A member shares as themselves (the server insists); a visitor types a name.
  const user = useSessionUser();
  const createStory = useCreateStory();
  const { form, isOpen, handleOpenChange, handleSubmit, isSubmitting, crisisPanel } = useCreateForm({
    schema: newStorySchema,
    defaultValues: {
      title: "",
      content: "",
      author: user?.username ?? "",
      petName: "",
      petType: "",
      contentWarnings: NO_WARNINGS,
      anonymous: false,
      noindex: false,
    },
    create: createStory.mutateAsync,
    successMessage: "Your story has been shared successfully!",
    failureNotice: failureWithReason("Failed to share story. Please try again."),
    crisisCheck: { texts: (story) => [story.title, story.content], focus: "content" },
    itemUrl: (story) => ITEM_PATHS.story(story.id),
  });
  const { errors } = form.formState;

  return (
    <FormDialog
      title="Share Your Story"
      description="Tell the community how an animal has helped you."
      trigger={<Button>{triggerLabel}</Button>}
      isOpen={isOpen}
      onOpenChange={handleOpenChange}
      isSubmitting={isSubmitting}
      submitLabel="Share Story"
      submittingLabel="Sharing..."
      onSubmit={handleSubmit}
    >
      <FormField id="story-author" label="Author" error={errors.author?.message}>
        {(control) => (
          // The default in the markup too: a page the server draws shows the member's name before the app.
          <Input
            {...control}
            autoComplete="name"
            readOnly={user !== null}
            defaultValue={user?.username}
            {...form.register("author")}
          />
        )}
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="story-pet-name" label="Pet name" error={errors.petName?.message}>
          {(control) => <Input {...control} {...form.register("petName")} />}
        </FormField>
        <FormField id="story-pet-type" label="Pet type" error={errors.petType?.message}>
          {(control) => (
            <Select {...control} {...form.register("petType")}>
              <option value="">Choose a pet type</option>
              <OptionItems options={STORY_PET_TYPES} />
            </Select>
          )}
        </FormField>
      </div>
      <FormField id="story-title" label="Title" error={errors.title?.message}>
        {(control) => <Input {...control} {...form.register("title")} />}
      </FormField>
      <FormField id="story-content" label="Content" error={errors.content?.message}>
        {(control) => <Textarea {...control} rows={8} {...form.register("content")} />}
      </FormField>
      <PostingOptions
        id="story-options"
        contentWarnings={form.register("contentWarnings")}
        // Only a member can be "A member": a visitor already chooses the name they give.
        anonymous={user !== null ? form.register("anonymous") : undefined}
        noindex={form.register("noindex")}
      />
      <GuidelinesLink />
      <CrisisSupportPanel {...crisisPanel} canPostAnonymously={user !== null} />
    </FormDialog>
  );
}
