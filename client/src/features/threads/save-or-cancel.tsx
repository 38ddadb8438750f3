import { Button } from "@/components/ui/button";
import { STEPS_ASIDE_FOR_CRISIS_PANEL } from "@/features/safety/crisis-panel-presence";

/** The buttons under every in-place edit: Save (saving… while it sends) and Cancel. */
export function SaveOrCancel({ isSubmitting, onCancel }: { isSubmitting: boolean; onCancel: () => void }) {
  return (
    <div className="flex gap-2">
      {/* While the crisis panel is open its own buttons lead: Save steps aside. */}
      <Button type="submit" size="sm" className={STEPS_ASIDE_FOR_CRISIS_PANEL}>
        {isSubmitting ? "Saving..." : "Save"}
      </Button>
      <Button type="button" variant="ghost" size="sm" onClick={onCancel}>
        Cancel
      </Button>
    </div>
  );
}
