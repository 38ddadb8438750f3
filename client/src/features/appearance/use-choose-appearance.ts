/**
 * The one way a choice is made, from settings or the footer: shown at once and kept in this
 * browser, and for a member also saved to their account, so their other browsers follow.
 */
import { useMutation } from "@tanstack/react-query";
import type { Appearance } from "@shared/appearance";
import { toast } from "@/components/ui/use-toast";
import { useSessionUser } from "@/features/auth/use-session";
import { saveFailure } from "@/features/account-preferences/save-message";
import { saveAppearance } from "./api";
import { applyAppearance } from "./appearance-store";

export function useChooseAppearance() {
  const user = useSessionUser();
  const save = useMutation({ mutationFn: saveAppearance });

  /** Answers whether the choice was kept everywhere it should be (a member's failed save says so in a toast). */
  const choose = async (appearance: Appearance): Promise<boolean> => {
    applyAppearance(appearance);
    if (!user) return true;
    try {
      await save.mutateAsync(appearance);
      return true;
    } catch (error) {
      toast(saveFailure(error));
      return false;
    }
  };

  return { choose, isSignedIn: user !== null };
}
