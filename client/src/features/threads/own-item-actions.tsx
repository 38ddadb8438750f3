import { useLocation } from "wouter";
import { ConfirmDeleteDialog } from "@/components/confirm-delete-dialog";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/use-toast";
import { errorMessage } from "@/lib/form-errors";
import { truncate } from "@shared/preview-text";

interface OwnItemActionsProps {
  /** "discussion", "story", "photo". */
  noun: string;
  itemTitle: string;
  onEdit: () => void;
  remove: { mutateAsync: () => Promise<unknown>; isPending: boolean };
  /** Where the page goes once the item is deleted. */
  afterDelete: string;
}

/**
 * Edit and Delete for an item's author (or a moderator). Deleting asks first, then leaves for the
 * item's list; a refused deletion says why and stays.
 */
export function OwnItemActions({ noun, itemTitle, onEdit, remove, afterDelete }: OwnItemActionsProps) {
  const [, navigate] = useLocation();
  const capitalised = noun.charAt(0).toUpperCase() + noun.slice(1);
  const confirmDelete = async () => {
    try {
      await remove.mutateAsync();
    } catch (error) {
      toast({
        title: `The ${noun} couldn't be deleted.`,
        description: errorMessage(error, ""),
        variant: "destructive",
      });
      return;
    }
    toast({ title: `The ${noun} has been deleted.` });
    navigate(afterDelete);
  };
  return (
    <span className="flex items-center gap-1">
      <Button variant="ghost" size="sm" onClick={onEdit} aria-label={`Edit this ${noun}`}>
        Edit
      </Button>
      <ConfirmDeleteDialog
        noun={capitalised}
        itemTitle={truncate(itemTitle, 40)}
        isDeleting={remove.isPending}
        onConfirm={confirmDelete}
      />
    </span>
  );
}
