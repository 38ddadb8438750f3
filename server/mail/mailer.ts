/**
 * Hands one message to the outside world: an SMTP server (SMTP_URL), or, with no mail server
 * configured, an .eml file under DATA_DIR/outbox with its links logged, so someone running the
 * site on their own machine can still verify an address or reset a password.
 */
import fs from "node:fs";
import path from "node:path";
import nodemailer from "nodemailer";
import { logger } from "../lib/logger";
import { resolveSiteLinks } from "./site-links";

/** What the outbox worker sends. */
export interface MailMessage {
  /** The outbox row's id; names the .eml file. */
  id: number;
  to: string;
  subject: string;
  text: string;
  /** Extra headers, e.g. List-Unsubscribe (RFC 2369) and List-Unsubscribe-Post (RFC 8058). */
  headers?: Record<string, string> | null;
}

/** Delivers messages; `send` rejects when this attempt failed (the worker retries later). */
export interface Mailer {
  /** "smtp" or "files", for the start-up log line. */
  kind: "smtp" | "files";
  send(message: MailMessage): Promise<void>;
  close(): void;
}

export interface MailerOptions {
  /** smtp:// or smtps:// with credentials in the URL; unset writes files. */
  smtpUrl?: string;
  /** The From header, e.g. `PawsWell <no-reply@example.org>`. */
  from: string;
  /** Where .eml files go when there is no SMTP server (DATA_DIR/outbox). */
  outboxDir: string;
  /** The site's address (PUBLIC_URL), which the links in queued mail are made full on. */
  publicUrl: string;
}

// Bounds on one SMTP exchange: a server that accepts the connection and then hangs must fail the
// attempt well before the worker's claim on the row runs out (server/mail/outbox-worker.ts).
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 } as const;

const LINK = /https?:\/\/[^\s<>"]+/g;

/** The mailer `options` describe: SMTP when a URL is given, files otherwise. */
export function createMailer(options: MailerOptions): Mailer {
  const mailer = options.smtpUrl
    ? smtpMailer(options.smtpUrl, options.from)
    : fileMailer(options.outboxDir, options.from);
  return {
    ...mailer,
    send: (message) =>
      mailer.send({
        ...message,
        text: resolveSiteLinks(message.text, options.publicUrl),
        headers: message.headers
          ? Object.fromEntries(
              Object.entries(message.headers).map(([name, value]) => [
                name,
                resolveSiteLinks(value, options.publicUrl),
              ]),
            )
          : undefined,
      }),
  };
}

/** What nodemailer is given for `message`. */
function envelope(from: string, message: MailMessage) {
  return {
    from,
    to: message.to,
    subject: message.subject,
    text: message.text,
    ...(message.headers ? { headers: message.headers } : {}),
  };
}

function smtpMailer(url: string, from: string): Mailer {
  const transport = nodemailer.createTransport({ url, ...SMTP_TIMEOUTS });
  return {
    kind: "smtp",
    async send(message) {
      await transport.sendMail(envelope(from, message));
    },
    close: () => transport.close(),
  };
}

function fileMailer(outboxDir: string, from: string): Mailer {
  // The same RFC 822 bytes an SMTP server would receive, kept instead of sent.
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  return {
    kind: "files",
    async send(message) {
      const info = await transport.sendMail(envelope(from, message));
      await fs.promises.mkdir(outboxDir, { recursive: true, mode: 0o700 });
      const stamp = new Date().toISOString().replace(/[:.]/g, "-");
      const file = path.join(outboxDir, `${stamp}-${message.id}.eml`);
      await fs.promises.writeFile(file, info.message as Buffer, { mode: 0o600 });
      logger.info(
        { subject: message.subject, links: message.text.match(LINK) ?? [] },
        `Mail written to ${file} (no SMTP_URL set)`,
      );
    },
    close: () => transport.close(),
  };
}
