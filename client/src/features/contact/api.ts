/** Contact Us: sending a message (anyone), and the moderators' inbox in /admin. */
import type { ContactMessage, ContactMessageView } from "@shared/contact";
import { sendJson } from "@/lib/api";

export const CONTACT_MESSAGES_URL = "/api/contact-messages";

export function sendContactMessage(message: ContactMessage): Promise<{ received: true }> {
  return sendJson<{ received: true }>("POST", CONTACT_MESSAGES_URL, message);
}

export function markContactMessageHandled(id: string): Promise<ContactMessageView> {
  return sendJson<ContactMessageView>("POST", `${CONTACT_MESSAGES_URL}/${encodeURIComponent(id)}/handled`);
}

export function deleteContactMessage(id: string): Promise<void> {
  return sendJson<void>("DELETE", `${CONTACT_MESSAGES_URL}/${encodeURIComponent(id)}`);
}
