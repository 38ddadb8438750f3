/** Contact Us: sending a message (anyone), and the moderators' inbox in /admin (shared/contracts/contact-messages.contract.ts). */
import type { ContactMessage } from "@shared/contact";
import type { ContactMessageView } from "@shared/contracts/contact-messages.contract";
import { apiUrl, callApi } from "@/lib/api";

/** The inbox's first page. */
export const CONTACT_INBOX_URL = apiUrl("GET /api/contact-messages", { query: {} });

export function sendContactMessage(message: ContactMessage): Promise<{ received: true }> {
  return callApi("POST /api/contact-messages", { body: message });
}

export function markContactMessageHandled(id: string): Promise<ContactMessageView> {
  return callApi("POST /api/contact-messages/:id/handled", { params: { id } });
}

export function deleteContactMessage(id: string): Promise<void> {
  return callApi("DELETE /api/contact-messages/:id", { params: { id } });
}
