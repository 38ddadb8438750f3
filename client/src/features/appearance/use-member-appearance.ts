/**
 * A member's saved appearance wins: once the session is known (a sign-in, or a stored session read
 * as the app starts), their account's choice is shown and copied to this browser, so the next page
 * load paints it from the first frame.
 */
import { useEffect } from "react";
import { useSessionUser } from "@/features/auth/use-session";
import { fetchAppearance } from "./api";
import { applyAppearance } from "./appearance-store";

export function useMemberAppearance(): void {
  const userId = useSessionUser()?.id;
  useEffect(() => {
    if (!userId) return;
    let isCurrent = true;
    fetchAppearance().then(
      (saved) => isCurrent && applyAppearance(saved),
      () => undefined, // Offline or signed out meanwhile: this browser's choice stays.
    );
    return () => {
      isCurrent = false;
    };
  }, [userId]);
}
