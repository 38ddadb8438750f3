/** The ten list tabs of /admin, each a small config for the one generic list component: what it lists, adds and edits. */
import {
  ADMIN_POST_CATEGORIES,
  ADMIN_STORY_PET_TYPES,
  BADGE_COLORS,
  CATEGORY_CONTENT_TYPES,
  DEFAULT_BADGE_COLOR,
  FEATURED_TYPES,
  GROUP_TYPES,
  RESOURCE_CATEGORIES,
} from "@shared/constants";
import { editPhotoSchema, editPostSchema, editStorySchema } from "@shared/api";
import * as labels from "@shared/labels";
import { editBlogPostSchema, newBlogPostSchema } from "@shared/blog";
import { insertPostSchema, insertStorySchema } from "@shared/schema";
import { editCategorySchema, insertCategorySchema } from "@shared/contracts/categories.body";
import { editFeaturedItemSchema, newFeaturedItemSchema } from "@shared/contracts/featured.body";
import { editGroupSchema, insertGroupSchema } from "@shared/contracts/groups.body";
import { createMemberOfTheMonthSchema, editMemberOfTheMonthSchema } from "@shared/contracts/member-of-the-month.body";
import { createResourceSchema, editResourceSchema } from "@shared/contracts/resources.body";
import { editChallengeSchema, insertWellnessChallengeSchema } from "@shared/contracts/wellness-challenges.body";
import { formatDate } from "@/lib/text";
import { field, type AdminListConfig } from "./admin-list-config";

// The server takes a post's author from the session, so the admin form does not ask for it.
const adminPostSchema = insertPostSchema.omit({ author: true });

export const ADMIN_LISTS: readonly AdminListConfig[] = [
  {
    id: "featured",
    label: "Featured",
    resource: "featured",
    noun: "Featured item",
    form: {
      fields: [
        { name: "title", label: "Title", kind: "text" },
        { name: "type", label: "Type", kind: "select", options: FEATURED_TYPES },
        { name: "description", label: "Description", kind: "textarea" },
        { name: "imageUrl", label: "Image", kind: "image" },
        { name: "url", label: "URL", kind: "text" },
      ],
      publication: true,
      add: {
        schema: newFeaturedItemSchema,
        defaultValues: { title: "", description: "", type: "", imageUrl: "", imageAlt: "", url: "" },
        addedMessage: "Featured item added!",
      },
      edit: {
        schema: editFeaturedItemSchema,
        fields: ["title", "type", "description", "imageUrl", "imageAlt", "url"],
        savedMessage: "Featured item saved!",
      },
    },
    summarize: (item) => ({
      title: field(item, "title"),
      text: field(item, "description"),
      meta: labels.featuredTypeLabel(field(item, "type")),
    }),
  },
  {
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
  },
  {
    id: "resources",
    label: "Resources",
    resource: "resources",
    noun: "Resource",
    form: {
      fields: [
        { name: "title", label: "Title", kind: "text" },
        { name: "category", label: "Category", kind: "select", options: RESOURCE_CATEGORIES },
        { name: "content", label: "Content", kind: "textarea" },
        { name: "url", label: "URL", kind: "text" },
        { name: "imageUrl", label: "Image", kind: "image" },
      ],
      add: {
        schema: createResourceSchema,
        defaultValues: { title: "", content: "", category: "", url: "", imageUrl: "", imageAlt: "" },
        addedMessage: "Resource added!",
      },
      edit: {
        schema: editResourceSchema,
        fields: ["title", "category", "content", "url", "imageUrl", "imageAlt"],
        savedMessage: "Resource saved!",
      },
    },
    summarize: (item) => ({
      title: field(item, "title"),
      text: field(item, "content"),
      meta: labels.resourceCategoryLabel(field(item, "category")),
    }),
  },
  {
    id: "community",
    label: "Community",
    resource: "posts",
    noun: "Community post",
    form: {
      fields: [
        { name: "title", label: "Title", kind: "text" },
        { name: "category", label: "Category", kind: "select", options: ADMIN_POST_CATEGORIES },
        { name: "content", label: "Content", kind: "textarea" },
      ],
      add: {
        schema: adminPostSchema,
        defaultValues: { title: "", content: "", category: "" },
        addedMessage: "Community post added!",
      },
      edit: { schema: editPostSchema, fields: ["title", "content"], savedMessage: "Community post saved!" },
    },
    summarize: (item) => ({
      title: field(item, "title"),
      text: field(item, "content"),
      meta: `${field(item, "author")} · ${labels.postCategoryLabel(field(item, "category"))}`,
    }),
  },
  {
    id: "stories",
    label: "Stories",
    resource: "stories",
    noun: "Story",
    form: {
      fields: [
        { name: "title", label: "Title", kind: "text" },
        { name: "author", label: "Author", kind: "text" },
        { name: "petName", label: "Pet name", kind: "text" },
        { name: "petType", label: "Pet type", kind: "select", options: ADMIN_STORY_PET_TYPES },
        { name: "content", label: "Content", kind: "textarea" },
      ],
      add: {
        schema: insertStorySchema,
        defaultValues: { title: "", content: "", author: "", petName: "", petType: "" },
        addedMessage: "Story added!",
      },
      edit: { schema: editStorySchema, fields: ["title", "content"], savedMessage: "Story saved!" },
    },
    summarize: (item) => ({
      title: field(item, "title"),
      text: field(item, "content"),
      meta: `${field(item, "author")} · ${field(item, "petName")}`,
    }),
  },
  {
    id: "groups",
    label: "Groups",
    resource: "groups",
    noun: "Group",
    form: {
      fields: [
        { name: "name", label: "Name", kind: "text" },
        { name: "type", label: "Type", kind: "select", options: GROUP_TYPES },
        { name: "description", label: "Description", kind: "textarea" },
        { name: "location", label: "Location", kind: "text" },
        { name: "schedule", label: "Schedule", kind: "text" },
        { name: "contactInfo", label: "Contact info", kind: "text" },
      ],
      add: {
        schema: insertGroupSchema,
        defaultValues: { name: "", description: "", location: "", type: "", schedule: "", contactInfo: "" },
        addedMessage: "Group added!",
      },
      edit: {
        schema: editGroupSchema,
        fields: ["name", "type", "description", "location", "schedule", "contactInfo"],
        savedMessage: "Group saved!",
      },
    },
    summarize: (item) => ({
      title: field(item, "name"),
      text: field(item, "description"),
      meta: field(item, "location"),
    }),
  },
  {
    id: "photos",
    label: "Photos",
    resource: "pet-photos",
    noun: "Photo",
    // Photos are shared on Pet's Be Social with an upload; here their words can be changed.
    form: {
      fields: [
        { name: "petName", label: "Pet name", kind: "text" },
        { name: "description", label: "Description", kind: "textarea" },
      ],
      edit: { schema: editPhotoSchema, fields: ["petName", "description"], savedMessage: "Photo saved!" },
    },
    summarize: (item) => ({
      title: `${field(item, "petName")} (${field(item, "petType")})`,
      text: field(item, "description"),
      meta: field(item, "ownerName"),
    }),
  },
  {
    id: "categories",
    label: "Categories",
    resource: "categories",
    noun: "Category",
    form: {
      fields: [
        { name: "name", label: "Name", kind: "text" },
        { name: "contentType", label: "Content type", kind: "select", options: CATEGORY_CONTENT_TYPES },
        { name: "color", label: "Color", kind: "select", options: BADGE_COLORS },
        { name: "description", label: "Description", kind: "textarea" },
      ],
      add: {
        schema: insertCategorySchema,
        defaultValues: { name: "", description: "", color: DEFAULT_BADGE_COLOR, contentType: "" },
        addedMessage: "Category added!",
      },
      edit: {
        schema: editCategorySchema,
        fields: ["name", "contentType", "color", "description"],
        savedMessage: "Category saved!",
      },
    },
    summarize: (item) => ({
      title: field(item, "name"),
      text: field(item, "description"),
      meta: `${labels.categoryContentTypeLabel(field(item, "contentType"))} · ${labels.badgeColorLabel(field(item, "color"))}`,
    }),
  },
  {
    id: "member-of-the-month",
    label: "Member of the Month",
    resource: "member-of-the-month",
    noun: "Member of the Month",
    form: {
      fields: [
        { name: "memberName", label: "Member name", kind: "text" },
        { name: "petName", label: "Pet name", kind: "text" },
        { name: "petType", label: "Pet type", kind: "text" },
        { name: "month", label: "Month", kind: "text" },
        { name: "year", label: "Year", kind: "number" },
        { name: "story", label: "Story", kind: "textarea" },
        { name: "imageUrl", label: "Image", kind: "image" },
      ],
      add: {
        schema: createMemberOfTheMonthSchema,
        defaultValues: {
          memberName: "",
          petName: "",
          petType: "",
          story: "",
          month: "",
          year: new Date().getFullYear(),
          imageUrl: "",
          imageAlt: "",
        },
        addedMessage: "Member of the Month added!",
      },
      edit: {
        schema: editMemberOfTheMonthSchema,
        fields: ["memberName", "petName", "petType", "month", "year", "story", "imageUrl", "imageAlt"],
        savedMessage: "Member of the Month saved!",
      },
    },
    summarize: (item) => ({
      title: `${field(item, "memberName")} & ${field(item, "petName")}`,
      text: field(item, "story"),
      meta: `${field(item, "month")} ${field(item, "year")}${field(item, "status") === "current" ? " · Shown now" : ""}`,
    }),
    // The public card shows the entry chosen last (the newest while none has been chosen).
    rowAction: {
      label: "Make current",
      isOffered: (item) => field(item, "status") !== "current",
      action: "current",
      doneMessage: "Member of the Month chosen!",
    },
  },
  {
    id: "challenges",
    label: "Challenges",
    resource: "wellness-challenges",
    noun: "Challenge",
    form: {
      fields: [
        { name: "title", label: "Title", kind: "text" },
        { name: "description", label: "Description", kind: "textarea" },
        { name: "startDate", label: "Start date", kind: "date" },
        { name: "endDate", label: "End date", kind: "date" },
        { name: "imageUrl", label: "Image", kind: "image" },
      ],
      add: {
        schema: insertWellnessChallengeSchema,
        defaultValues: { title: "", description: "", startDate: "", endDate: "", imageUrl: "", imageAlt: "" },
        addedMessage: "Challenge added!",
      },
      edit: {
        schema: editChallengeSchema,
        fields: ["title", "description", "startDate", "endDate", "imageUrl", "imageAlt"],
        savedMessage: "Challenge saved!",
      },
    },
    summarize: (item) => ({
      title: field(item, "title"),
      text: field(item, "description"),
      meta: `${formatDate(field(item, "startDate"))} – ${formatDate(field(item, "endDate"))}`,
    }),
    // Ended today: it drops out of the public card and can no longer be joined.
    rowAction: {
      label: "End now",
      isOffered: (item) => field(item, "status") === "running",
      changes: () => ({ endDate: new Date().toISOString().slice(0, 10) }),
      doneMessage: "Challenge ended",
    },
  },
];
