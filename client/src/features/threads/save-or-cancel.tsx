import { Button } from "@/components/ui/button";

/** The buttons under every in-place edit: Save (saving… while it sends) and Cancel. */
export function SaveOrCancel({ isSubmitting, onCancel }: { isSubmitting: boolean; onCancel: () => void }) {
  return (
    <div className="flex gap-2">
      <Button type="submit" size="sm">
        {isSubmitting ? "Saving..." : "Save"}
      </Button>
      <Button type="button" variant="ghost" size="sm" onClick={onCancel}>
        Cancel
      </Button>
    </div>
  );
}
