/**
 * Sign-up hands the new username to the login page through the history entry's state (never the
 * address), so the member need not type it again; they still log in themselves (there is no
 * automatic login).
 */
import { useEffect, useState } from "react";

interface SignedUpState {
  signedUpAs: string;
}

/** The state the sign-up page navigates to /login with. */
export function signedUpState(username: string): SignedUpState {
  return { signedUpAs: username };
}

/** The username just signed up with, read after the first paint (a server-drawn page has no history state). */
export function useSignedUpUsername(): string | undefined {
  const [username, setUsername] = useState<string>();
  useEffect(() => {
    const state = window.history.state as Partial<SignedUpState> | null;
    if (typeof state?.signedUpAs === "string") setUsername(state.signedUpAs);
  }, []);
  return username;
}
