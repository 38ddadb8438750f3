import { ITEM_PATHS } from "@shared/item-urls";
import { Plus } from "lucide-react";
import { POST_CATEGORIES } from "@shared/constants";
import { insertPostSchema } from "@shared/contracts/items.body";
import { FormDialog } from "@/components/form-dialog";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input, OptionItems, Select, Textarea } from "@/components/ui/input";
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
import { useCreatePost } from "./hooks";

const newPostSchema = insertPostSchema.extend({ ...contentWarningsOption, ...anonymousOption, ...noindexOption });

/** The New Post dialog; the author is the logged-in member and cannot be changed. */
export function NewPostDialog({ username }: { username: string }) {
  const createPost = useCreatePost();
  const { form, isOpen, handleOpenChange, handleSubmit, isSubmitting, crisisPanel } = useCreateForm({
    schema: newPostSchema,
    defaultValues: {
      author: username,
      title: "",
      content: "",
      category: "",
      contentWarnings: NO_WARNINGS,
      anonymous: false,
      noindex: false,
    },
    create: createPost.mutateAsync,
    successMessage: "Your post has been created successfully!",
    failureNotice: failureWithReason("Failed to create post. Please try again."),
    crisisCheck: { texts: (post) => [post.title, post.content], focus: "content" },
    itemUrl: (post) => ITEM_PATHS.post(post.id),
  });
  const { errors } = form.formState;

  return (
    <FormDialog
      title="New Post"
      description="Start a conversation with the community."
      trigger={
        <Button>
          <Plus aria-hidden className="h-4 w-4" />
          New Post
        </Button>
      }
      isOpen={isOpen}
      onOpenChange={handleOpenChange}
      isSubmitting={isSubmitting}
      submitLabel="Create Post"
      submittingLabel="Posting..."
      onSubmit={handleSubmit}
    >
      {/* The default in the markup too: a page the server draws shows the member's name before the app. */}
      <FormField id="post-author" label="Author" error={errors.author?.message}>
        {(control) => <Input {...control} readOnly defaultValue={username} {...form.register("author")} />}
      </FormField>
      <FormField id="post-title" label="Title" error={errors.title?.message}>
        {(control) => <Input {...control} {...form.register("title")} />}
      </FormField>
      <FormField id="post-category" label="Category" error={errors.category?.message}>
        {(control) => (
          <Select {...control} {...form.register("category")}>
            <option value="">Choose a topic</option>
            <OptionItems options={POST_CATEGORIES} />
          </Select>
        )}
      </FormField>
      <FormField id="post-content" label="Content" error={errors.content?.message}>
        {(control) => <Textarea {...control} rows={6} {...form.register("content")} />}
      </FormField>
      <PostingOptions
        id="post-options"
        contentWarnings={form.register("contentWarnings")}
        anonymous={form.register("anonymous")}
        noindex={form.register("noindex")}
      />
      <GuidelinesLink />
      <CrisisSupportPanel {...crisisPanel} canPostAnonymously />
    </FormDialog>
  );
}
