/**
 * The words of each message the site sends: plain text, calm, with the one link it is about and
 * what to do if it was not you. ASCII only, so every mail program shows it as written.
 */
import type { OutgoingMail } from "../repositories/mail-outbox.repository";

const SIGN_OFF = "Take care,\nPawsWell";

/** The link that verifies `email` for `username`'s account (valid 24 hours). */
export function verifyEmailMessage(input: {
  userId: string;
  username: string;
  email: string;
  link: string;
}): OutgoingMail {
  return {
    userId: input.userId,
    to: input.email,
    subject: "Please confirm your email address",
    text: [
      `Hello ${input.username},`,
      "",
      "Someone, hopefully you, added this address to a PawsWell account. To confirm it, open this link:",
      "",
      input.link,
      "",
      "The link works once and for 24 hours. Your address is never shown to anyone; we use it only",
      "to help you back into your account and for notices you choose.",
      "",
      "If this was not you, you can ignore this message and nothing will change.",
      "",
      SIGN_OFF,
      "",
    ].join("\n"),
  };
}

/** The link that sets a new password for `username`'s account (valid 30 minutes). */
export function resetPasswordMessage(input: {
  userId: string;
  username: string;
  email: string;
  link: string;
}): OutgoingMail {
  return {
    userId: input.userId,
    to: input.email,
    subject: "Reset your PawsWell password",
    text: [
      `Hello ${input.username},`,
      "",
      "We received a request to reset the password for your PawsWell account. To choose a new one,",
      "open this link:",
      "",
      input.link,
      "",
      "The link works once and for 30 minutes. Setting a new password signs you out everywhere,",
      "so you can start fresh.",
      "",
      "If you did not ask for this, you can ignore this message: your password stays as it is.",
      "",
      SIGN_OFF,
      "",
    ].join("\n"),
  };
}
