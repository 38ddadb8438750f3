/**
 * One admin list tab: every item whatever its state, searched and filtered on the server; Add
 * toggles the form, each item shows a 200-character preview, its status, a guarded Delete, and
 * Edit (on tabs whose items can be changed) opens the same form filled in under it.
 */
import { useState } from "react";
import { ADMIN_LIST_STATUSES } from "@shared/admin-lists";
import { PREVIEW_LENGTH, optionLabel, type Option } from "@shared/constants";
import { EmptyState } from "@/components/empty-state";
import { LoadMore } from "@/components/load-more";
import { QueryList } from "@/components/query-list";
import { SkeletonGrid } from "@/components/skeleton";
import { Badge } from "@/components/ui/badge";
import { Link } from "wouter";
import { Button, buttonClasses } from "@/components/ui/button";
import { toast } from "@/components/ui/use-toast";
import { errorMessage } from "@/lib/form-errors";
import { truncate } from "@shared/preview-text";
import { AdminAddForm, AdminEditForm } from "./admin-item-form";
import { field, type AdminItem, type AdminListConfig } from "./admin-list-config";
import { AdminListFilters, useAdminListFilter } from "./admin-list-filters";
import { ConfirmDeleteDialog } from "@/components/confirm-delete-dialog";
import { publicationLabel, publicationTime } from "./publication-fields";
import { useAdminItems, useAdminRowAction, useCreateAdminItem, useDeleteAdminItem, useEditAdminItem } from "./hooks";

/**
 * The status an item shows in its row: any but the everyday "published", except on lists of drafts
 * and scheduled items, where each says which it is (a scheduled one's time is its own line).
 */
function statusLabel(config: AdminListConfig, statuses: readonly Option[], item: AdminItem): string | null {
  if (config.form?.publication) return publicationLabel(item);
  const status = field(item, "status");
  if (!status || status === "published") return null;
  return optionLabel(statuses, status);
}

export function AdminList({ config }: { config: AdminListConfig }) {
  const { filter, typed, setTyped, setStatus } = useAdminListFilter();
  const list = useAdminItems(config, filter);
  const statuses = ADMIN_LIST_STATUSES[config.id];
  const isFiltered = filter.q !== "" || filter.status !== "";
  const create = useCreateAdminItem(config);
  const remove = useDeleteAdminItem(config);
  const edit = useEditAdminItem(config);
  const rowAction = useAdminRowAction(config);
  const [isAdding, setIsAdding] = useState(false);
  const [editingId, setEditingId] = useState<string | null>(null);

  const onRowAction = async (id: string) => {
    if (!config.rowAction) return;
    try {
      await rowAction.mutateAsync(id);
      toast({ title: config.rowAction.doneMessage });
    } catch (error) {
      toast({ title: errorMessage(error), variant: "destructive" });
    }
  };

  const onDelete = async (id: string) => {
    try {
      await remove.mutateAsync(id);
      toast({ title: `${config.noun} deleted!` });
    } catch (error) {
      toast({ title: errorMessage(error), variant: "destructive" });
    }
  };

  return (
    <section aria-label={config.label}>
      <div className="mb-4 flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <AdminListFilters
          listId={config.id}
          label={config.label}
          statuses={statuses}
          typed={typed}
          status={filter.status}
          onTypedChange={setTyped}
          onStatusChange={setStatus}
        />
        {config.form?.add && (
          <Button className="self-end" aria-expanded={isAdding} onClick={() => setIsAdding((open) => !open)}>
            {isAdding ? "Close form" : `Add ${config.noun}`}
          </Button>
        )}
      </div>
      {config.form?.add && isAdding && (
        <AdminAddForm
          listId={config.id}
          config={config.form}
          submit={create.mutateAsync}
          onDone={() => setIsAdding(false)}
          onCancel={() => setIsAdding(false)}
        />
      )}
      <QueryList
        query={list}
        items={list.items}
        loading={<SkeletonGrid count={3} className="grid gap-3" cardClassName="h-20" />}
        empty={
          isFiltered ? (
            <EmptyState title="Nothing matches" description="Try other words, or another status." />
          ) : (
            <EmptyState title="Nothing here yet" />
          )
        }
        errorMessage="We couldn't load this list right now."
      >
        {(items) => (
          <ul className="grid gap-3">
            {items.map((item) => {
              const { title, text, meta } = config.summarize(item);
              const isEditing = editingId === item.id;
              const status = statusLabel(config, statuses, item);
              const previewHref = config.preview?.(item);
              return (
                <li key={item.id} className="rounded-xl border border-muted/30 bg-white p-4">
                  <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between sm:gap-4">
                    <div className="min-w-0">
                      <h3 className="font-semibold text-ink">{title}</h3>
                      {status && <Badge className="mt-1 inline-block">{status}</Badge>}
                      {config.form?.publication && publicationTime(item) && (
                        <p className="text-sm text-muted">{publicationTime(item)}</p>
                      )}
                      {meta && <p className="text-sm text-muted">{meta}</p>}
                      <p className="mt-1 whitespace-pre-line break-words text-sm text-ink">
                        {truncate(text, PREVIEW_LENGTH.adminList)}
                      </p>
                    </div>
                    <div className="flex flex-wrap gap-2 sm:shrink-0 sm:justify-end">
                      {config.form?.edit && (
                        <Button
                          variant="secondary"
                          size="sm"
                          aria-expanded={isEditing}
                          aria-label={`Edit ${title}`}
                          onClick={() => setEditingId(isEditing ? null : item.id)}
                        >
                          Edit
                        </Button>
                      )}
                      {previewHref && (
                        <Link
                          href={previewHref}
                          aria-label={`Preview ${title}`}
                          className={buttonClasses("secondary", "sm")}
                        >
                          Preview
                        </Link>
                      )}
                      {config.rowAction?.isOffered(item) && (
                        <Button
                          variant="secondary"
                          size="sm"
                          aria-label={`${config.rowAction.label}: ${title}`}
                          disabled={rowAction.isPending}
                          onClick={() => onRowAction(item.id)}
                        >
                          {config.rowAction.label}
                        </Button>
                      )}
                      <ConfirmDeleteDialog
                        noun={config.noun}
                        itemTitle={title}
                        isDeleting={remove.isPending}
                        onConfirm={() => onDelete(item.id)}
                      />
                    </div>
                  </div>
                  {config.form?.edit && isEditing && (
                    <div className="mt-4">
                      <AdminEditForm
                        listId={config.id}
                        config={config.form}
                        item={item}
                        submit={(values) => edit.mutateAsync({ id: item.id, values })}
                        onDone={() => setEditingId(null)}
                        onCancel={() => setEditingId(null)}
                      />
                    </div>
                  )}
                </li>
              );
            })}
          </ul>
        )}
      </QueryList>
      <LoadMore list={list} />
    </section>
  );
}
