/** What one admin list tab needs: its resource, how an item reads in the list, and its add form. */
import type { FieldValues } from "react-hook-form";
import type { z } from "zod";
import type { AdminListId } from "@shared/admin-lists";
import type { Option } from "@shared/constants";
import type { AdminActionName, AdminAddValues, AdminResource } from "./api";

/** A row as the list shows it: every table has an id; the rest is read by field name. */
export type AdminItem = { id: string } & Record<string, unknown>;

export interface AdminField {
  name: string;
  label: string;
  /**
   * "markdown": a text box with the server's preview of it under it (blog articles). "image": the
   * shared image field (upload or import, preview, alt text, remove), holding `imageUrl` and `imageAlt`.
   */
  kind: "text" | "textarea" | "markdown" | "select" | "date" | "number" | "image";
  options?: readonly Option[];
  /** A line under the field saying how to fill it. */
  hint?: string;
}

/** A tab's form; `Added` is what its add form's schema hands over (./api.ts's AdminAddValues). */
export interface AdminFormConfig<Added extends FieldValues = FieldValues> {
  /** Every field the tab's form can show, in order; adding asks for all, editing for `edit.fields`. */
  fields: readonly AdminField[];
  /** Adding an item; none on tabs whose items are added elsewhere (a photo needs its upload). */
  add?: {
    schema: z.ZodType<Added, FieldValues>;
    defaultValues: Record<string, string | number>;
    /** The success toast, exactly as the spec words it ('Featured item added!'). */
    addedMessage: string;
  };
  /**
   * Whether items are saved as a draft, published now or scheduled (articles, featured items):
   * the form offers the choice while an item is not yet published.
   */
  publication?: boolean;
  /** Changing an item in place (PATCH): which of the fields, checked by which schema. */
  edit?: {
    schema: z.ZodType<FieldValues, FieldValues>;
    fields: readonly string[];
    savedMessage: string;
  };
}

/** The config of a tab on `Resource`. */
interface AdminListConfigOf<Resource extends AdminResource> {
  /** Its list on the server (GET /api/moderation/lists/:list), read page by page. */
  id: AdminListId;
  label: string;
  /**
   * The path under /api, whose routes the tab writes through (./api.ts's ADMIN_ROUTES); also the
   * root of the list's query key, shared with the public screens.
   */
  resource: Resource;
  /** What one item is called: 'Featured item' gives 'Featured item deleted!'. */
  noun: string;
  /** What the tab adds and edits; without it, it only lists and deletes. */
  form?: AdminFormConfig<AdminAddValues[Resource]>;
  summarize: (item: AdminItem) => { title: string; text: string; meta?: string };
  /** Where a row's Preview opens its item as its page will show it, when it offers one (a draft article). */
  preview?: (item: AdminItem) => string | undefined;
  /**
   * A one-step change a row offers beside Edit, where `isOffered` says so (ending a running
   * challenge, making a member of the month the current one).
   */
  rowAction?: {
    label: string;
    isOffered: (item: AdminItem) => boolean;
    /** The change, as the edit's PATCH body; or `action`, the tab's action route of that name (./api.ts). */
    changes?: () => Record<string, unknown>;
    action?: AdminActionName;
    doneMessage: string;
  };
}

/** One tab's config: TypeScript checks that its add form's schema hands over what its resource's create route reads. */
export type AdminListConfig = { [Resource in AdminResource]: AdminListConfigOf<Resource> }[AdminResource];

/** A field of an item as text (absent or non-text values read as empty). */
export function field(item: AdminItem, name: string): string {
  const value = item[name];
  return typeof value === "string" || typeof value === "number" ? String(value) : "";
}
