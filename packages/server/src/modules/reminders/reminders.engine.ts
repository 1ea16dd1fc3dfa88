/*
 * The reminder engine (issue 20; docs/decisions/022-reminder-engine.md): one minute job decides,
 * per client and local day, which of the exercise reminder (8 am by default) and the reflection
 * reminder (5 pm) go out on which channel (e-mail, text, push), and logs every decision in
 * `reminder_deliveries`. The rules:
 * - What is decided is the shared rule `decideReminder` (packages/shared/src/rules/
 *   reminder-decisions.ts, its rules written at its top): reminder time, generation time,
 *   completion (`already_done`), quiet hours (postpone, or skip), last call, consent per channel,
 *   two weeks inactive (e-mail and text), two weeks of ignored reflections, the daily cap.
 * - The SQL only finds candidates (candidatesStatement in reminders.repo.ts): clients whose
 *   reminder time has come today with nothing logged for that reminder today, and something to
 *   remind of. A reminder not due yet (before its time, postponed by quiet hours) logs nothing,
 *   so each minute looks again; a due one is final: every channel's decision, sent or skipped, is
 *   logged once and that reminder is not looked at again that day.
 * - Idempotent across runs and processes: per batch of users, one transaction locks the
 *   candidates (`FOR NO KEY UPDATE SKIP LOCKED`: a client another run holds is left to it),
 *   re-reads their log, decides, and `INSERT … ON CONFLICT DO NOTHING` on (user, day, reminder,
 *   channel). A channel gets its message only when that insert inserted its row, in the same
 *   transaction: two runs never send two.
 * - Messages go through their outboxes in that transaction (mail: emails/*-reminder.ts; text:
 *   `<company>: …`; push: title, body and the page to open), each with an idempotency key
 *   `<kind>:<user>:<day>` where the outbox takes one, and are delivered after commit.
 * - A sent exercise reminder also marks the day's `exercise_days.reminded_at`: generation does
 *   not redo a day once a reminder went out (generateTodayAfterAreasChosen).
 */
import {
  decideReminder,
  type ChannelDecision,
  type ReminderDecision,
  type ReminderKind,
} from '@tandem/shared';
import type { Db, DbOrTx } from '../../db/client';
import { loadCompanyBrand, type SiteAddress } from '../../lib/company-brand';
import type { CompanyBrand } from '../../emails/layout';
import { renderExerciseReminderEmail } from '../../emails/exercise-reminder';
import { renderReflectionReminderEmail } from '../../emails/reflection-reminder';
import { forEachUserBatch, type UserBatchOptions } from '../../lib/local-clock';
import type { Mailer } from '../../lib/mailer';
import type { PushOutbox, TextOutbox } from '../../lib/outbox';
import * as repo from './reminders.repo';
import type { ReminderCandidate } from './reminders.repo';
import { queueReminderPush, queueReminderText, reminderOutboxKind } from './reminder-messages';

/** Where the engine sends its messages. */
export interface ReminderOutboxes {
  mailer: Mailer;
  texts: TextOutbox;
  push: PushOutbox;
}

export interface ReminderRunOptions extends UserBatchOptions {
  /** Where the app is served: links start at each client's company site (lib/company-brand.ts). */
  site: SiteAddress;
  /** The instant to decide for (tests fix it); default now. */
  now?: Date;
}

/** What one run did: decisions logged, and messages queued per channel. */
export interface ReminderRunResult {
  decided: number;
  email: number;
  text: number;
  push: number;
}

/** The shared rule's view of a candidate. */
export function decisionFor(candidate: ReminderCandidate, now: Date, sentToday: number): ReminderDecision {
  return decideReminder({
    reminder: candidate.reminder,
    now,
    timeZone: candidate.zone,
    remindAt: candidate.remind_at,
    readyAt: candidate.ready_at,
    quietHours: { start: candidate.quiet_hours_start, end: candidate.quiet_hours_end },
    featureOn: candidate.feature_on,
    exists: candidate.exists,
    done: candidate.reminder === 'exercise' ? candidate.open_count === 0 : candidate.answered,
    ignoredSince: candidate.ignored_since,
    lastActiveAt: candidate.last_active_at,
    sentToday,
    consents: {
      email: candidate.allow_notice_emails,
      text: candidate.allow_notice_sms,
      phoneNumber: candidate.phone_number,
      push: candidate.allow_notice_push,
      devices: candidate.devices,
    },
  });
}

/** Decides and sends the reminders due now, batch by batch of clients (rules at the top). */
export async function runReminders(
  db: Db,
  outboxes: ReminderOutboxes,
  options: ReminderRunOptions,
): Promise<ReminderRunResult> {
  const now = options.now ?? new Date();
  const total: ReminderRunResult = { decided: 0, email: 0, text: 0, push: 0 };
  await forEachUserBatch(db, options, async (from, to) => {
    const result = await db.transaction((tx) =>
      runBatch(tx, outboxes, { now, from, to, userIds: options.userIds, site: options.site }),
    );
    total.decided += result.decided;
    total.email += result.email;
    total.text += result.text;
    total.push += result.push;
  });
  if (total.email > 0) void outboxes.mailer.deliver();
  if (total.text > 0) void outboxes.texts.deliver();
  if (total.push > 0) void outboxes.push.deliver();
  return total;
}

async function runBatch(
  tx: DbOrTx,
  outboxes: ReminderOutboxes,
  p: { now: Date; from: number; to: number; userIds?: number[]; site: SiteAddress },
): Promise<ReminderRunResult> {
  const result: ReminderRunResult = { decided: 0, email: 0, text: 0, push: 0 };
  const found = await repo.findCandidates(tx, p);
  if (!found.length) return result;
  const locked = await repo.lockClients(tx, [...new Set(found.map((c) => c.user_id))]);
  // Read again once locked: a run that held these clients may have committed its decisions.
  const logged = await repo.loggedFor(tx, [...locked], [...new Set(found.map((c) => c.day))]);
  const decided = new Set(logged.map((row) => `${row.userId}:${row.day}:${row.reminder}`));
  const sentToday = new Map<string, number>();
  for (const row of logged) {
    if (row.outcome !== 'sent') continue;
    const key = `${row.userId}:${row.day}`;
    sentToday.set(key, (sentToday.get(key) ?? 0) + 1);
  }
  const brandings = new Map<number | null, CompanyBrand>();
  const brandingOf = async (companyId: number | null) => {
    if (!brandings.has(companyId)) brandings.set(companyId, await loadCompanyBrand(tx, companyId, p.site));
    return brandings.get(companyId)!;
  };

  // Candidates come ordered by user, so one client's two reminders share their count of sends.
  for (const candidate of found) {
    if (!locked.has(candidate.user_id)) continue;
    if (decided.has(`${candidate.user_id}:${candidate.day}:${candidate.reminder}`)) continue;
    const dayKey = `${candidate.user_id}:${candidate.day}`;
    const decision = decisionFor(candidate, p.now, sentToday.get(dayKey) ?? 0);
    if (!decision.due) continue;
    const inserted = await repo.logDecisions(
      tx,
      decision.channels.map((channel) => ({
        userId: candidate.user_id,
        day: decision.day,
        reminder: candidate.reminder,
        channel: channel.channel,
        outcome: channel.outcome,
        reason: channel.reason,
        decidedAt: p.now,
      })),
    );
    result.decided += inserted.length;
    const toSend = inserted.filter((row) => row.outcome === 'sent');
    if (!toSend.length) continue;
    sentToday.set(dayKey, (sentToday.get(dayKey) ?? 0) + toSend.length);
    const branding = await brandingOf(candidate.company_id);
    for (const row of toSend) {
      const channel = row.channel as ChannelDecision['channel'];
      const queued = await send(tx, outboxes, candidate, channel, branding);
      if (queued && channel !== 'none') result[channel] += 1;
    }
    if (candidate.reminder === 'exercise') {
      await repo.markExerciseDayReminded(tx, candidate.user_id, candidate.day, p.now);
    }
  }
  return result;
}

/** The page a reminder opens: today's exercises, or the reflection itself. */
export function reminderPath(reminder: ReminderKind, token: string | null): string {
  if (reminder === 'exercise') return '/daily-exercise';
  return token ? `/daily-reflection/${token}` : '/daily-reflection';
}

/** Queues one channel's message of a reminder in `tx`; whether something was queued. */
async function send(
  tx: DbOrTx,
  outboxes: ReminderOutboxes,
  candidate: ReminderCandidate,
  channel: ChannelDecision['channel'],
  branding: CompanyBrand,
): Promise<boolean> {
  const path = reminderPath(candidate.reminder, candidate.token);
  const link = `${branding.siteUrl}${path}`;
  const message = { userId: candidate.user_id, day: candidate.day, reminder: candidate.reminder };
  if (channel === 'email') {
    const mail =
      candidate.reminder === 'exercise'
        ? renderExerciseReminderEmail({
            branding,
            firstName: candidate.first_name,
            openCount: candidate.open_count,
            titles: candidate.titles,
            link,
            localTime: candidate.local_time,
          })
        : renderReflectionReminderEmail({ branding, firstName: candidate.first_name, link });
    await outboxes.mailer.queue(tx, {
      to: [candidate.email],
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      meta: { kind: reminderOutboxKind(candidate.reminder), userId: candidate.user_id },
    });
    return true;
  }
  if (channel === 'text') {
    return queueReminderText(outboxes.texts, tx, {
      ...message,
      phoneNumber: candidate.phone_number,
      companyName: branding.companyName,
      link,
    });
  }
  if (channel === 'push') {
    return queueReminderPush(outboxes.push, tx, { ...message, companyName: branding.companyName, path });
  }
  return false;
}
