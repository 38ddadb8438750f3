/**
 * One admin list tab: Add toggles the form, each item shows a 200-character preview and a guarded
 * Delete, and Edit (on tabs whose items can be changed) opens the same form filled in under it.
 */
import { useState } from "react";
import { PREVIEW_LENGTH } from "@shared/constants";
import { EmptyState } from "@/components/empty-state";
import { LoadMore } from "@/components/load-more";
import { QueryList } from "@/components/query-list";
import { SkeletonGrid } from "@/components/skeleton";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/use-toast";
import { errorMessage } from "@/lib/form-errors";
import { truncate } from "@shared/preview-text";
import { AdminItemForm } from "./admin-item-form";
import type { AdminListConfig } from "./admin-list-config";
import { ConfirmDeleteDialog } from "@/components/confirm-delete-dialog";
import { useAdminItems, useCreateAdminItem, useDeleteAdminItem, useEditAdminItem } from "./hooks";

export function AdminList({ config }: { config: AdminListConfig }) {
  const list = useAdminItems(config);
  const create = useCreateAdminItem(config);
  const remove = useDeleteAdminItem(config);
  const edit = useEditAdminItem(config);
  const [isAdding, setIsAdding] = useState(false);
  const [editingId, setEditingId] = useState<string | null>(null);

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
      {config.form?.add && (
        <div className="mb-4 flex justify-end">
          <Button aria-expanded={isAdding} onClick={() => setIsAdding((open) => !open)}>
            {isAdding ? "Close form" : `Add ${config.noun}`}
          </Button>
        </div>
      )}
      {config.form?.add && isAdding && (
        <AdminItemForm
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
        empty={<EmptyState title="Nothing here yet" />}
        errorMessage="We couldn't load this list right now."
      >
        {(items) => (
          <ul className="grid gap-3">
            {items.map((item) => {
              const { title, text, meta } = config.summarize(item);
              const isEditing = editingId === item.id;
              return (
                <li key={item.id} className="rounded-xl border border-muted/30 bg-white p-4">
                  <div className="flex items-start justify-between gap-4">
                    <div className="min-w-0">
                      <h3 className="font-semibold text-ink">{title}</h3>
                      {meta && <p className="text-sm text-muted">{meta}</p>}
                      <p className="mt-1 whitespace-pre-line break-words text-sm text-ink">
                        {truncate(text, PREVIEW_LENGTH.adminList)}
                      </p>
                    </div>
                    <div className="flex shrink-0 flex-wrap justify-end gap-2">
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
                      <AdminItemForm
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
