import { Mail, Phone } from "lucide-react";
import { contactParts } from "@/lib/contact-links";

const LINK = "inline-flex min-h-6 items-center gap-1 font-medium text-brand-700 underline underline-offset-2";

/** A group's contact text, its e-mail addresses and phone numbers tappable (mailto:, tel:). */
export function GroupContact({ contactInfo }: { contactInfo: string }) {
  return (
    <span className="min-w-0 [overflow-wrap:anywhere]">
      {contactParts(contactInfo).map((part, index) => {
        if (part.kind === "text") return <span key={index}>{part.text}</span>;
        const Icon = part.kind === "email" ? Mail : Phone;
        return (
          <a key={index} href={part.href} className={LINK}>
            <Icon aria-hidden className="h-4 w-4 shrink-0" />
            <span className="sr-only">{part.kind === "email" ? "Email" : "Call"}</span> {part.text}
          </a>
        );
      })}
    </span>
  );
}
