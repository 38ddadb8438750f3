/**
 * A real SMTP server in the test process (the `smtp-server` package) that keeps what it receives,
 * so mail tests read what a mail server would: no fake transport. It can be stopped and started
 * again on the same port, for the outage test.
 */
import { SMTPServer } from "smtp-server";
import { freePort } from "./free-port";
import { parseMail, type ParsedMail } from "./mail-message";

export interface SmtpInbox {
  /** smtp://127.0.0.1:<port>, for createMailer's smtpUrl. */
  url: string;
  /** Every message received so far, in order of arrival. */
  messages: ParsedMail[];
  /** Resolves once `count` messages have arrived (or rejects after `timeoutMs`). */
  waitFor(count: number, timeoutMs?: number): Promise<ParsedMail[]>;
  /**
   * The newest message to `address` among those that arrived after the first `after` (all by
   * default); rejects after `timeoutMs` if none arrives.
   */
  latestTo(address: string, options?: { after?: number; timeoutMs?: number }): Promise<ParsedMail>;
  /** Stops listening (connections are refused) until `start`. */
  stop(): Promise<void>;
  /** Listens again on the same port. */
  start(): Promise<void>;
}

/** Starts an inbox on a free loopback port. Call `stop` when done. */
export async function startSmtpInbox(): Promise<SmtpInbox> {
  const port = await freePort();
  const messages: ParsedMail[] = [];
  let server: SMTPServer | undefined;

  const newServer = () =>
    new SMTPServer({
      // Plain SMTP on loopback: no certificate to trust, no login to set up.
      disabledCommands: ["STARTTLS", "AUTH"],
      authOptional: true,
      logger: false,
      onData(stream, _session, callback) {
        const chunks: Buffer[] = [];
        stream.on("data", (chunk: Buffer) => chunks.push(chunk));
        stream.on("end", () => {
          messages.push(parseMail(Buffer.concat(chunks).toString("utf8")));
          callback();
        });
      },
    });

  const start = async () => {
    server = newServer();
    const listening = server;
    await new Promise<void>((resolve, reject) => {
      listening.once("error", reject);
      listening.listen(port, "127.0.0.1", () => resolve());
    });
  };

  async function until<T>(find: () => T | undefined, timeoutMs: number, what: string): Promise<T> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = find();
      if (found !== undefined) return found;
      if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what} (${messages.length} received)`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }

  await start();
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    waitFor: (count, timeoutMs = 10_000) =>
      until(() => (messages.length >= count ? messages : undefined), timeoutMs, `${count} message(s)`),
    latestTo: (address, { after = 0, timeoutMs = 10_000 } = {}) =>
      until(
        () =>
          messages
            .slice(after)
            .filter((message) => message.to.includes(address))
            .at(-1),
        timeoutMs,
        `a message to ${address}`,
      ),
    start,
    stop: () =>
      new Promise<void>((resolve) => {
        if (!server) return resolve();
        server.close(() => resolve());
        server = undefined;
      }),
  };
}
