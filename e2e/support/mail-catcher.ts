import http from 'node:http';
import type net from 'node:net';
import { SMTPServer } from 'smtp-server';
import { simpleParser } from 'mailparser';

export interface CaughtMail {
  to: string[];
  subject: string;
  text: string;
  html: string;
}

export interface MailCatcher {
  smtpUrl: string;
  /** HTTP address where tests read the caught mail: GET /messages?to=<address>. */
  readUrl: string;
  stop(): Promise<void>;
}

/**
 * A real SMTP server the app under test sends to, with a small HTTP endpoint for the test
 * workers (which run in other processes) to read what arrived.
 */
export async function startMailCatcher(): Promise<MailCatcher> {
  const caught: CaughtMail[] = [];
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          const to = (Array.isArray(mail.to) ? mail.to : mail.to ? [mail.to] : []).flatMap((a) =>
            a.value.map((v) => (v.address ?? '').toLowerCase()),
          );
          caught.push({
            to,
            subject: mail.subject ?? '',
            text: mail.text ?? '',
            html: typeof mail.html === 'string' ? mail.html : '',
          });
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const smtpPort = (smtp.server.address() as net.AddressInfo).port;

  const reader = http.createServer((request, response) => {
    const to = new URL(request.url ?? '/', 'http://x').searchParams.get('to')?.toLowerCase();
    response.setHeader('content-type', 'application/json');
    response.end(JSON.stringify(caught.filter((mail) => !to || mail.to.includes(to))));
  });
  await new Promise<void>((resolve) => reader.listen(0, '127.0.0.1', resolve));
  const readPort = (reader.address() as net.AddressInfo).port;

  return {
    smtpUrl: `smtp://127.0.0.1:${smtpPort}`,
    readUrl: `http://127.0.0.1:${readPort}`,
    stop: async () => {
      await new Promise((resolve) => reader.close(resolve));
      await new Promise<void>((resolve) => smtp.close(() => resolve()));
    },
  };
}
