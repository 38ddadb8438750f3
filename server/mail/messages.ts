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

/**
 * To the owner of a verified address someone else tried to add to their account or sign up with:
 * the asker is answered as for a new address, so only the owner learns the address is taken.
 */
export function emailAlreadyUsedMessage(input: {
  userId: string;
  username: string;
  email: string;
  loginLink: string;
  forgotLink: string;
}): OutgoingMail {
  return {
    userId: input.userId,
    to: input.email,
    subject: "Someone tried to use your email address on PawsWell",
    text: [
      `Hello ${input.username},`,
      "",
      "Someone just tried to use this address to sign up for PawsWell, or to add it to another",
      "PawsWell account. It already belongs to your account, so nothing was changed and it stays yours.",
      "",
      "If that was you, you already have an account. You can log in here:",
      "",
      input.loginLink,
      "",
      "or, if you forgot your password, choose a new one here:",
      "",
      input.forgotLink,
      "",
      "If it was not you, you do not need to do anything.",
      "",
      SIGN_OFF,
      "",
    ].join("\n"),
  };
}

/**
 * To the address an account had, when it was replaced or removed: what happened and the link that
 * undoes it (valid 7 days). Undoing also signs out everywhere and asks for a new password.
 */
export function emailChangedMessage(input: {
  userId: string;
  username: string;
  oldEmail: string;
  change: "replaced" | "removed";
  undoLink: string;
}): OutgoingMail {
  const what =
    input.change === "replaced"
      ? "The email address on your PawsWell account was just changed to a different one."
      : "The email address on your PawsWell account was just removed.";
  return {
    userId: input.userId,
    to: input.oldEmail,
    subject: "The email address on your PawsWell account was changed",
    text: [
      `Hello ${input.username},`,
      "",
      what,
      "This address no longer receives password reset links for it.",
      "",
      "If you made this change, there is nothing more to do.",
      "",
      "If it was not you, open this link to put this address back:",
      "",
      input.undoLink,
      "",
      "It works once and for 7 days. It also signs you out on every device and asks you to choose",
      "a new password, so whoever made the change is shut out.",
      "",
      SIGN_OFF,
      "",
    ].join("\n"),
  };
}

/** To the verified address of an account whose password was just changed from its settings. */
export function passwordChangedMessage(input: {
  userId: string;
  username: string;
  email: string;
  forgotLink: string;
}): OutgoingMail {
  return {
    userId: input.userId,
    to: input.email,
    subject: "Your PawsWell password was changed",
    text: [
      `Hello ${input.username},`,
      "",
      "The password for your PawsWell account was just changed, and every other device was logged out.",
      "",
      "If you made this change, there is nothing more to do.",
      "",
      "If it was not you, please choose a new password at once. Ask for a reset link here, with this",
      "address:",
      "",
      input.forgotLink,
      "",
      SIGN_OFF,
      "",
    ].join("\n"),
  };
}
