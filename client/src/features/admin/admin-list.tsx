/** One admin list tab: Add toggles the form, each item shows a 200-character preview and a guarded Delete. */
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import type { FieldValues } from "react-hook-form";
import { PREVIEW_LENGTH } from "@shared/constants";
import { EmptyState } from "@/components/empty-state";
import { LoadMore } from "@/components/load-more";
import { SkeletonGrid } from "@/components/skeleton";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/use-toast";
import { errorMessage, sendJson } from "@/lib/api";
import { truncate } from "@/lib/text";
import { AdminItemForm } from "./admin-item-form";
import type { AdminItem, AdminListConfig } from "./admin-list-config";
import { ConfirmDeleteDialog } from "./confirm-delete-dialog";
import { useAdminItems } from "./use-admin-items";

function showFailure(error: unknown): void {
  toast({ title: errorMessage(error), variant: "destructive" });
}

export function AdminList({ config }: { config: AdminListConfig }) {
  const url = `/api/${config.resource}`;
  const queryClient = useQueryClient();
  const list = useAdminItems(config);
  const [isAdding, setIsAdding] = useState(false);
  // The public screens cache under the same root key, so they show the change too.
  const reload = () => queryClient.invalidateQueries({ queryKey: [config.resource] });

  const create = useMutation({
    mutationFn: (values: FieldValues) => sendJson<AdminItem>("POST", url, values),
    onSuccess: reload,
  });
  const remove = useMutation({
    mutationFn: (id: string) => sendJson<void>("DELETE", `${url}/${id}`),
    onSuccess: reload,
  });

  const onCreate = async (values: FieldValues) => {
    try {
      await create.mutateAsync(values);
    } catch (error) {
      showFailure(error);
      throw error;
    }
    toast({ title: config.form?.addedMessage });
    setIsAdding(false);
  };

  const onDelete = async (id: string) => {
    try {
      await remove.mutateAsync(id);
      toast({ title: `${config.noun} deleted!` });
    } catch (error) {
      showFailure(error);
    }
  };

  return (
    <section aria-label={config.label}>
      {config.form && (
        <div className="mb-4 flex justify-end">
          <Button aria-expanded={isAdding} onClick={() => setIsAdding((open) => !open)}>
            {isAdding ? "Close form" : `Add ${config.noun}`}
          </Button>
        </div>
      )}
      {config.form && isAdding && (
        <AdminItemForm
          listId={config.id}
          config={config.form}
          onCreate={onCreate}
          onCancel={() => setIsAdding(false)}
        />
      )}
      {list.isLoading ? (
        <SkeletonGrid count={3} className="grid gap-3" cardClassName="h-20" />
      ) : list.isError ? (
        <EmptyState title="Could not load this list" description="Please reload the page to try again." />
      ) : list.items.length === 0 ? (
        <EmptyState title="Nothing here yet" />
      ) : (
        <ul className="grid gap-3">
          {list.items.map((item) => {
            const { title, text, meta } = config.summarize(item);
            return (
              <li
                key={item.id}
                className="flex items-start justify-between gap-4 rounded-xl border border-muted/30 bg-white p-4"
              >
                <div className="min-w-0">
                  <h3 className="font-semibold text-ink">{title}</h3>
                  {meta && <p className="text-sm text-muted">{meta}</p>}
                  <p className="mt-1 whitespace-pre-line break-words text-sm text-ink">
                    {truncate(text, PREVIEW_LENGTH.adminList)}
                  </p>
                </div>
                <ConfirmDeleteDialog
                  noun={config.noun}
                  itemTitle={title}
                  isDeleting={remove.isPending}
                  onConfirm={() => onDelete(item.id)}
                />
              </li>
            );
          })}
        </ul>
      )}
      <LoadMore list={list} />
    </section>
  );
}
