/**
 * A form's own failure, said inside the form (the form recipe, lib/use-api-form.ts): announced as
 * an alert and focused when it appears, so a keyboard or screen reader user lands on it rather
 * than on a button the sending had disabled. Renders nothing while there is none.
 */
import { useEffect, useRef } from "react";

export function FormFailure({ message }: { message: string | undefined }) {
  const ref = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (message) ref.current?.focus({ preventScroll: false });
  }, [message]);
  if (!message) return null;
  return (
    <p
      ref={ref}
      role="alert"
      tabIndex={-1}
      className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-900 outline-none focus-visible:ring-2 focus-visible:ring-red-300"
    >
      {message}
    </p>
  );
}
