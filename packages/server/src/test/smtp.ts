import { EventEmitter } from 'node:events';
import type net from 'node:net';
import { SMTPServer } from 'smtp-server';
import { simpleParser } from 'mailparser';

/** A message as the SMTP server received it. */
export interface CaughtMail {
  /** The envelope recipients (RCPT TO), lower-cased: who actually gets it. */
  to: string[];
  from: string;
  subject: string;
  text: string;
  /** The HTML part, '' when the mail had none. */
  html: string;
}

export interface TestSmtpServer {
  /** `smtp://127.0.0.1:<port>`, for SMTP_URL. */
  url: string;
  /** Every message received, oldest first. */
  messages: CaughtMail[];
  /** Resolves with the first message to `address` (matching `matching`), waiting for it if need be. */
  waitForMail(
    address: string,
    options?: { matching?: (mail: CaughtMail) => boolean; timeoutMs?: number },
  ): Promise<CaughtMail>;
  /** Refuse every recipient with this reply from now on (e.g. `550 mailbox unavailable`); null accepts again. */
  refuse(reply: { code: number; message: string } | null): void;
  close(): Promise<void>;
}

/**
 * A real SMTP server on a free loopback port that keeps what it receives, so tests see mail the
 * way a mailbox would: recipients, subject, text and HTML, and links to follow.
 */
export async function startSmtpServer(): Promise<TestSmtpServer> {
  const messages: CaughtMail[] = [];
  const arrivals = new EventEmitter();
  let refusal: { code: number; message: string } | null = null;

  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(_address, _session, callback) {
      if (!refusal) return callback();
      callback(Object.assign(new Error(refusal.message), { responseCode: refusal.code }));
    },
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          const mail: CaughtMail = {
            to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
            html: typeof parsed.html === 'string' ? parsed.html : '',
          };
          messages.push(mail);
          arrivals.emit('mail', mail);
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as net.AddressInfo;

  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    waitForMail(address, { matching = () => true, timeoutMs = 10_000 } = {}) {
      const wanted = (mail: CaughtMail) => mail.to.includes(address.toLowerCase()) && matching(mail);
      const found = messages.find(wanted);
      if (found) return Promise.resolve(found);
      return new Promise((resolve, reject) => {
        const onMail = (mail: CaughtMail) => {
          if (!wanted(mail)) return;
          clearTimeout(timer);
          arrivals.off('mail', onMail);
          resolve(mail);
        };
        const timer = setTimeout(() => {
          arrivals.off('mail', onMail);
          reject(new Error(`no mail to ${address} within ${timeoutMs} ms (got ${messages.length} others)`));
        }, timeoutMs);
        arrivals.on('mail', onMail);
      });
    },
    refuse(reply) {
      refusal = reply;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The first link in a mail's text (containing `fragment`, when given); throws when there is none. */
export function firstLink(mail: CaughtMail, fragment = ''): string {
  const link = mail.text.match(/https?:\/\/[^\s<>"]+/g)?.find((url) => url.includes(fragment));
  if (!link) throw new Error(`no link${fragment ? ` with ${fragment}` : ''} in:\n${mail.text}`);
  return link;
}

/** An SMTP URL where nothing listens: a port that was free a moment ago, now closed. */
export async function unreachableSmtpUrl(): Promise<string> {
  const probe = new SMTPServer({ logger: false });
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return `smtp://127.0.0.1:${port}`;
}
