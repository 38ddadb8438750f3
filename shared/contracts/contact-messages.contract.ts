/** /api/contact-messages: anyone sends a Contact Us message; moderators page the inbox, mark one handled and delete one. */
import { z } from "zod";
import { listQuerySchema } from "../api";
import { CONTACT_TOPICS, contactMessageSchema } from "../contact";
import { optionValues } from "../constants";
import { idParams, isoDate } from "./fields";
import { defineRoute, type WireAnswer } from "./route-contract";

export const CONTACT_MESSAGE_NOT_FOUND = "Message not found";
export const CONTACT_MESSAGE_ALREADY_HANDLED = "This message was already marked handled.";
/** What the sender is told when they have written several times within the hour. */
export const CONTACT_RATE_LIMITED_MESSAGE =
  "You've sent us several messages in a short time. Please wait a while before sending another: we read every one.";

/** A message as the moderators' inbox lists it. */
export const contactMessageAnswer = z.strictObject({
  id: z.uuid(),
  name: z.string().nullable(),
  email: z.string().nullable(),
  topic: z.enum(optionValues(CONTACT_TOPICS)),
  message: z.string(),
  /** Whether the shared crisis check matched its words: for moderators only, to read it first. */
  crisisMatch: z.boolean(),
  createdAt: isoDate,
  handledAt: isoDate.nullable(),
  /** The moderator who marked it handled (null when not handled, or their account is gone). */
  handledBy: z.string().nullable(),
});

export const contactMessagesContract = {
  send: defineRoute({
    method: "POST",
    path: "/api/contact-messages",
    summary: "Sends a Contact Us message (anyone; a few an hour from one address)",
    access: "public",
    body: contactMessageSchema,
    status: 201,
    answer: z.strictObject({ received: z.literal(true) }),
    errors: { 429: CONTACT_RATE_LIMITED_MESSAGE },
  }),
  inbox: defineRoute({
    method: "GET",
    path: "/api/contact-messages",
    summary: "The Contact Us inbox, newest first, a page at a time",
    access: "moderator",
    query: listQuerySchema,
    status: 200,
    answer: z.array(contactMessageAnswer),
    paged: true,
  }),
  markHandled: defineRoute({
    method: "POST",
    path: "/api/contact-messages/:id/handled",
    summary: "Marks a message handled; the audit log records it",
    access: "moderator",
    params: idParams,
    status: 200,
    answer: contactMessageAnswer,
    notFound: CONTACT_MESSAGE_NOT_FOUND,
    errors: { 409: CONTACT_MESSAGE_ALREADY_HANDLED },
  }),
  remove: defineRoute({
    method: "DELETE",
    path: "/api/contact-messages/:id",
    summary: "Deletes a message, handled or not; the audit log records it",
    access: "moderator",
    params: idParams,
    status: 204,
    answer: null,
    notFound: CONTACT_MESSAGE_NOT_FOUND,
  }),
};

/** A message as the client reads it. */
export type ContactMessageView = WireAnswer<typeof contactMessagesContract.markHandled>;
