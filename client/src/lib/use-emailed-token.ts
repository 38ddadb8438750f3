/**
 * A page opened from an emailed link (`?token=…`) that acts on opening: the token is sent once,
 * even though React runs effects twice in development, and the page shows checking, done (with
 * the answer) or failed (with the server's message).
 */
import { useEffect, useRef, useState } from "react";
import { useSearchParams } from "wouter";
import { errorMessage } from "./form-errors";

export type EmailedTokenOutcome<T> =
  { state: "checking" } | { state: "done"; answer: T } | { state: "failed"; message: string };

export const INCOMPLETE_LINK_MESSAGE = "This link is incomplete. Please open the whole link from your email.";

/** Sends the page's token with `send` once; `failureMessage` stands in when the server gives none. */
export function useEmailedToken<T>(
  send: (token: string) => Promise<T>,
  failureMessage: string,
): EmailedTokenOutcome<T> {
  const token = useLinkToken();
  const [outcome, setOutcome] = useState<EmailedTokenOutcome<T>>(() =>
    token ? { state: "checking" } : { state: "failed", message: INCOMPLETE_LINK_MESSAGE },
  );
  // A link works once: never send it twice.
  const sent = useRef(false);

  useEffect(() => {
    if (!token || sent.current) return;
    sent.current = true;
    send(token).then(
      (answer) => setOutcome({ state: "done", answer }),
      (error: unknown) => setOutcome({ state: "failed", message: errorMessage(error, failureMessage) }),
    );
  }, [token, send, failureMessage]);

  return outcome;
}

/** The token of the emailed link that opened this page; "" when the link came without one. */
export function useLinkToken(): string {
  const [searchParams] = useSearchParams();
  return searchParams.get("token") ?? "";
}
