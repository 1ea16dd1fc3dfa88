import nodemailer, { type Transporter } from 'nodemailer';
import { eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, DbOrTx } from '../db/client';
import { outboxEmails } from '../db/schema';

export interface OutgoingEmail {
  to: string[];
  subject: string;
  text: string;
  html?: string;
  meta?: Record<string, unknown>;
}

/**
 * Mail goes out in two steps (the transactional outbox): `queue` writes the message in the
 * caller's transaction, so it exists exactly when the change that caused it commits; `deliver`
 * runs after commit and hands queued messages to SMTP, or, without SMTP_URL, keeps them in the
 * outbox (status `kept`) and prints them to the log so a developer can follow any link.
 */
export interface Mailer {
  queue(tx: DbOrTx, email: OutgoingEmail): Promise<number>;
  deliver(): Promise<void>;
}

export function createMailer(
  db: Db,
  options: { smtpUrl?: string; from: string; log: FastifyBaseLogger },
): Mailer {
  const transport: Transporter | null = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : null;
  let running: Promise<void> | null = null;
  let again = false;

  async function deliverQueued(): Promise<void> {
    // SKIP LOCKED lets several processes deliver side by side without sending a message twice.
    for (;;) {
      const sent = await db.transaction(async (tx) => {
        const claimed = await tx.execute<{
          id: number;
          to: string[];
          subject: string;
          text: string;
          html: string | null;
        }>(sql`
          SELECT id, "to", subject, text, html FROM outbox_emails
          WHERE status = 'queued' ORDER BY id LIMIT 1 FOR UPDATE SKIP LOCKED`);
        const mail = claimed.rows[0];
        if (!mail) return false;
        if (!transport) {
          options.log.info(
            { to: mail.to, subject: mail.subject },
            `mail kept in the outbox (no SMTP_URL):\n${mail.text}`,
          );
          await tx
            .update(outboxEmails)
            .set({ status: 'kept', sentAt: sql`now()` })
            .where(eq(outboxEmails.id, mail.id));
          return true;
        }
        try {
          await transport.sendMail({
            from: options.from,
            to: mail.to,
            subject: mail.subject,
            text: mail.text,
            html: mail.html ?? undefined,
          });
          await tx
            .update(outboxEmails)
            .set({ status: 'sent', sentAt: sql`now()` })
            .where(eq(outboxEmails.id, mail.id));
        } catch (error) {
          options.log.error({ err: error, id: mail.id }, 'mail delivery failed');
          await tx
            .update(outboxEmails)
            .set({ status: 'failed', error: error instanceof Error ? error.message : String(error) })
            .where(eq(outboxEmails.id, mail.id));
        }
        return true;
      });
      if (!sent) return;
    }
  }

  return {
    async queue(tx, email) {
      const [row] = await tx
        .insert(outboxEmails)
        .values({
          to: email.to,
          subject: email.subject,
          text: email.text,
          html: email.html,
          meta: email.meta,
        })
        .returning({ id: outboxEmails.id });
      return row!.id;
    },
    deliver() {
      // One delivery loop per process. A call during a run asks for one more pass, since the
      // running pass may already have looked for queued mail before this caller's commit.
      if (running) {
        again = true;
        return running;
      }
      running = (async () => {
        do {
          again = false;
          await deliverQueued().catch((error) =>
            options.log.error({ err: error }, 'mail delivery loop failed'),
          );
        } while (again);
        running = null;
      })();
      return running;
    },
  };
}
