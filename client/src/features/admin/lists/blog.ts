/** /admin's Blog tab: what it lists, adds and edits. */
import { editBlogPostSchema, newBlogPostSchema } from "@shared/contracts/blog.body";
import { field, type AdminListConfig } from "../admin-list-config";

export const blogList: AdminListConfig = {
  id: "blog",
  label: "Blog",
  resource: "blog",
  noun: "Blog post",
  form: {
    fields: [
      { name: "title", label: "Title", kind: "text" },
      { name: "author", label: "Author", kind: "text" },
      { name: "excerpt", label: "Excerpt", kind: "textarea", hint: "Left empty, the article's first paragraph." },
      {
        name: "content",
        label: "Content",
        kind: "markdown",
        hint: "Markdown: ## a heading, **bold**, *italic*, - a list, [a link](https://…), > a quote.",
      },
      { name: "imageUrl", label: "Image", kind: "image" },
    ],
    publication: true,
    add: {
      schema: newBlogPostSchema,
      // A new article is a draft until the moderator chooses to publish it: it is long, and read
      // over before it goes out. Its author starts as the moderator (admin-item-form.tsx).
      defaultValues: { title: "", excerpt: "", content: "", author: "", imageUrl: "", imageAlt: "", status: "draft" },
      addedMessage: "Blog post added!",
    },
    // The byline stays as written; a new title moves the article to a new address (the old one redirects).
    edit: {
      schema: editBlogPostSchema,
      fields: ["title", "excerpt", "content", "imageUrl", "imageAlt"],
      savedMessage: "Blog post saved!",
    },
  },
  summarize: (item) => ({ title: field(item, "title"), text: field(item, "excerpt"), meta: field(item, "author") }),
  // A draft or a scheduled article, as its page will show it (moderators only).
  preview: (item) => (field(item, "status") === "published" ? undefined : `/admin/blog/${item.id}/preview`),
};
