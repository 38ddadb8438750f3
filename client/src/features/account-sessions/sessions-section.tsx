/**
 * "Where you're signed in": each browser signed in to the account, this one marked, with a way to
 * sign one out (this one too, which is logging out) or every other one at once, after a question.
 */
import { Laptop } from "lucide-react";
import { useState } from "react";
import type { SignedInSessionView } from "@shared/contracts/account-sessions.contract";
import { QueryValue } from "@/components/query-value";
import { SettingsCard, SettingsLoading } from "@/components/settings-card";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent } from "@/components/ui/dialog";
import { toast } from "@/components/ui/use-toast";
import { logOut } from "@/features/auth/session-store";
import { activeText } from "./active-text";
import { useSessions, useSignOutSessions } from "./hooks";

const FAILED = {
  title: "We couldn't sign that out.",
  description: "Please try again.",
  variant: "destructive",
} as const;

export function SessionsSection({ userId }: { userId: string }) {
  const sessions = useSessions(userId);
  const signOut = useSignOutSessions(userId);
  const [isConfirming, setIsConfirming] = useState(false);
  const list = sessions.data ?? [];
  const others = list.filter((session) => !session.current).length;

  const signOutOne = async (session: SignedInSessionView) => {
    try {
      await signOut.one.mutateAsync(session.id);
      if (session.current) {
        await logOut();
        return;
      }
      toast({ title: `Signed out ${session.device}.` });
    } catch {
      toast(FAILED);
    }
  };

  const signOutOthers = async () => {
    try {
      const { signedOut } = await signOut.others.mutateAsync();
      setIsConfirming(false);
      toast({ title: signedOut === 1 ? "Signed out 1 other session." : `Signed out ${signedOut} other sessions.` });
    } catch {
      toast(FAILED);
    }
  };

  return (
    <SettingsCard
      title="Where you're signed in"
      description="Each browser where you're logged in. If you see one you don't recognise, sign it out and change your password."
    >
      <QueryValue
        query={sessions}
        loading={<SettingsLoading label="Loading your sessions…" />}
        errorMessage="We couldn't load your sessions right now."
        isCompact
      >
        {(list) => (
          <ul className="mt-4 divide-y divide-brand-100" aria-label="Signed-in sessions">
            {list.map((session) => (
              <li key={session.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
                <div className="flex min-w-0 items-start gap-3">
                  <Laptop aria-hidden className="mt-0.5 h-5 w-5 shrink-0 text-brand-700" />
                  <div className="min-w-0">
                    <p className="font-medium text-ink">
                      {session.device}
                      {session.current && (
                        <span className="ml-2 rounded-full bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-800">
                          This device
                        </span>
                      )}
                    </p>
                    <p className="text-sm text-muted">
                      {session.current ? "Active now" : activeText(session.lastActiveAt)}
                    </p>
                  </div>
                </div>
                <Button
                  variant="secondary"
                  size="sm"
                  disabled={signOut.one.isPending}
                  aria-label={session.current ? "Log out on this device" : `Log out ${session.device}`}
                  onClick={() => void signOutOne(session)}
                >
                  Log out
                </Button>
              </li>
            ))}
          </ul>
        )}
      </QueryValue>
      {others > 0 && (
        <div className="mt-3">
          <Button variant="secondary" onClick={() => setIsConfirming(true)}>
            Log out all other sessions
          </Button>
        </div>
      )}
      <Dialog open={isConfirming} onOpenChange={(open) => !signOut.others.isPending && setIsConfirming(open)}>
        <DialogContent
          title="Log out everywhere else?"
          description={`${others === 1 ? "1 other browser" : `${others} other browsers`} will need to log in again. You'll stay signed in here.`}
        >
          <div className="flex flex-wrap justify-end gap-3">
            <Button variant="ghost" disabled={signOut.others.isPending} onClick={() => setIsConfirming(false)}>
              Keep them
            </Button>
            <Button disabled={signOut.others.isPending} onClick={() => void signOutOthers()}>
              {signOut.others.isPending ? "Logging out…" : "Log out the others"}
            </Button>
          </div>
        </DialogContent>
      </Dialog>
    </SettingsCard>
  );
}
