/**
 * Contact Us (docs/decisions.md#footer-pages): the form and the server parse with these, and the
 * moderators' inbox in /admin reads the shape in ./contracts/contact-messages.contract.ts. Anyone may write, logged in or not; name and
 * email are optional.
 */
import { z } from "zod";
import { EMAIL_MAX_LENGTH } from "./account-recovery";
import { optionValues, type Option } from "./constants";
import { optionalNameText, requiredText } from "./fields";

export const CONTACT_TOPICS = [
  { value: "question", label: "A question about using PawsWell" },
  { value: "account", label: "My account" },
  { value: "moderation", label: "Moderation or a report" },
  { value: "privacy", label: "Privacy or my data" },
  { value: "feedback", label: "Feedback or an idea" },
  { value: "other", label: "Something else" },
] as const satisfies readonly Option[];
export type ContactTopic = (typeof CONTACT_TOPICS)[number]["value"];

export const CONTACT_NAME_MAX = 100;
export const CONTACT_MESSAGE_MAX = 5000;

/** An empty field is no answer: the form sends "" for a box left blank. */
const blankAsUndefined = (value: unknown) => (value === "" || value === null ? undefined : value);

/** POST /api/contact-messages. */
export const contactMessageSchema = z.object({
  name: z.preprocess(blankAsUndefined, optionalNameText("Name", CONTACT_NAME_MAX).optional()),
  email: z.preprocess(
    blankAsUndefined,
    z
      .string({ error: "Email must be text" })
      .trim()
      .max(EMAIL_MAX_LENGTH, `Email must be at most ${EMAIL_MAX_LENGTH} characters`)
      .pipe(z.email("Please enter a valid email address, or leave it empty"))
      .optional(),
  ),
  // The message names no internal value: a person reads it under the field.
  // Text in (the form's select starts empty), one of the topics out.
  topic: z.string({ error: "Choose a topic" }).pipe(z.enum(optionValues(CONTACT_TOPICS), { error: "Choose a topic" })),
  message: requiredText("Message", CONTACT_MESSAGE_MAX),
});
/** What the form holds: every box as text, the topic empty until one is chosen. */
export type ContactMessageInput = z.input<typeof contactMessageSchema>;
export type ContactMessage = z.output<typeof contactMessageSchema>;
