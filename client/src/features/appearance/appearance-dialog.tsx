/** The footer's "Appearance" dialog: the same choices as settings, for visitors too (kept in the browser). */
import { useState } from "react";
import { Dialog, DialogContent, DialogTrigger } from "@/components/ui/dialog";
import { useOpensOnMount } from "@/components/lazy-dialog";
import { AppearanceChoices } from "./appearance-choices";
import { AppearanceButton } from "./appearance-button";

export default function AppearanceDialog() {
  const [isOpen, setOpen] = useState(useOpensOnMount());
  const [saved, setSaved] = useState("");
  return (
    <Dialog open={isOpen} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <AppearanceButton />
      </DialogTrigger>
      <DialogContent title="Appearance" description="Light or dark, and how large the words are. Changes show at once.">
        <AppearanceChoices onSaved={setSaved} />
        <p role="status" className="mt-3 min-h-5 text-sm text-muted">
          {saved}
        </p>
      </DialogContent>
    </Dialog>
  );
}
