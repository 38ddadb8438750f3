/** A Delete button that asks in an accessible dialog before anything is removed (admin lists, your own replies). */
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogClose, DialogContent, DialogTrigger } from "@/components/ui/dialog";

interface ConfirmDeleteDialogProps {
  /** What is deleted, as people call it ("Featured item"). */
  noun: string;
  /** The item's title, so the button and the question name it. */
  itemTitle: string;
  isDeleting: boolean;
  onConfirm: () => Promise<void>;
}

export function ConfirmDeleteDialog({ noun, itemTitle, isDeleting, onConfirm }: ConfirmDeleteDialogProps) {
  const [isOpen, setIsOpen] = useState(false);
  const confirm = async () => {
    await onConfirm();
    setIsOpen(false);
  };
  return (
    <Dialog open={isOpen} onOpenChange={setIsOpen}>
      <DialogTrigger asChild>
        <Button variant="ghost" size="sm" aria-label={`Delete ${itemTitle}`}>
          Delete
        </Button>
      </DialogTrigger>
      <DialogContent
        title={`Delete this ${noun.toLowerCase()}?`}
        description={`"${itemTitle}" will be removed for everyone. This cannot be undone.`}
      >
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <DialogClose asChild>
            <Button variant="ghost">Cancel</Button>
          </DialogClose>
          <Button variant="danger" disabled={isDeleting} onClick={() => void confirm()}>
            {isDeleting ? "Deleting..." : "Delete"}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
