import {
  ACCOUNT_DELETION_GRACE_DAYS,
  PERSONAL_DATA_MESSAGES,
  type AccountDeletion,
  type AccountDeletionRequest,
} from '@tandem/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, DbOrTx } from '../../db/client';
import {
  renderDeletionNoticeEmail,
  renderDeletionScheduledEmail,
  settingsLink,
} from '../../emails/account-deletion';
import { loadCompanyBrand } from '../../lib/company-brand';
import type { Actor } from '../../lib/auth';
import type { AppContext } from '../../lib/context';
import { fieldErrors, forbidden, notFound } from '../../lib/errors';
import { verifyPassword } from '../../lib/passwords';
import type { Realtime } from '../../lib/realtime';
import { removeFiles, type Storage } from '../../lib/storage';
import { withSessionRevocation } from '../accounts';
import * as repo from './account-deletion.repo';
import { clientFileKeys } from './personal-data.repo';

/*
 * A client deletes their own account (decision 014):
 * - they ask in Settings, confirming with their password; the account lives on, usable, for
 *   ACCOUNT_DELETION_GRACE_DAYS, and they and their coach are told by mail;
 * - they may cancel until then (their coach is told again);
 * - then the minute job deletes the person: their user row and every row that hangs from it
 *   (by cascade), the rows about them that do not (support reports, their invitation, mail to
 *   them), and their files; files go after the rows commit, so a failed delete loses nothing;
 * - each step leaves an audit event holding ids and counts only, never who the person was.
 * Only the client themselves: not their coach, and not an admin impersonating them.
 */

const DAY_MS = 24 * 60 * 60 * 1000;

const present = (row: repo.AccountDeletionRow): AccountDeletion => ({
  requested_at: row.requestedAt.toISOString(),
  delete_after: row.deleteAfter.toISOString(),
});

/** The client acting for themselves, with their coach; refused otherwise. */
async function loadSelf(db: DbOrTx, actor: Actor) {
  if (actor.impersonatorId !== null) throw forbidden(PERSONAL_DATA_MESSAGES.notWhileImpersonating);
  const parties = await repo.findParties(db, actor.userId);
  if (!parties) throw forbidden(PERSONAL_DATA_MESSAGES.onlyClients);
  return parties;
}

const fullName = (client: repo.DeletionParties['client']) =>
  `${client.firstName} ${client.lastName}`.trim() || client.email;

/** GET clients/account-deletion/ */
export async function getAccountDeletion(ctx: AppContext, actor: Actor): Promise<AccountDeletion | null> {
  await loadSelf(ctx.db, actor);
  const row = await repo.findDeletion(ctx.db, actor.userId);
  return row && present(row);
}

/**
 * POST clients/account-deletion/ — schedules the deletion. Asking again while one is scheduled
 * answers the one there is (its date does not move) and sends nothing.
 */
export async function requestAccountDeletion(
  ctx: AppContext,
  actor: Actor,
  input: AccountDeletionRequest,
  now = new Date(),
): Promise<{ deletion: AccountDeletion; created: boolean }> {
  const parties = await loadSelf(ctx.db, actor);
  if (!(await verifyPassword(parties.passwordHash, input.password))) {
    throw fieldErrors({ password: [PERSONAL_DATA_MESSAGES.passwordWrong] });
  }
  const { client, coach } = parties;
  const result = await ctx.db.transaction(async (tx) => {
    const deleteAfter = new Date(now.getTime() + ACCOUNT_DELETION_GRACE_DAYS * DAY_MS);
    const inserted = await repo.insertDeletion(tx, client.id, deleteAfter);
    if (!inserted) return { row: (await repo.findDeletion(tx, client.id))!, created: false };
    await repo.insertAuditEvent(tx, {
      action: 'account_deletion_requested',
      subjectUserId: client.id,
      actorUserId: actor.userId,
      detail: { delete_after: deleteAfter.toISOString(), coach_id: coach?.id ?? null },
    });
    const branding = await loadCompanyBrand(tx, client.companyId, ctx.config);
    const toClient = renderDeletionScheduledEmail({
      branding,
      firstName: client.firstName,
      deleteAfter,
      link: settingsLink(branding.siteUrl),
    });
    await ctx.mailer.queue(tx, {
      to: [client.email],
      ...toClient,
      meta: { kind: 'account_deletion_scheduled', userId: client.id },
    });
    if (coach) {
      const toCoach = renderDeletionNoticeEmail({
        branding,
        coachFirstName: coach.firstName,
        clientName: fullName(client),
        deleteAfter,
      });
      await ctx.mailer.queue(tx, {
        to: [coach.email],
        ...toCoach,
        meta: { kind: 'account_deletion_notice', userId: coach.id, clientId: client.id },
      });
    }
    return { row: inserted, created: true };
  });
  if (result.created) void ctx.mailer.deliver();
  return { deletion: present(result.row), created: result.created };
}

/** DELETE clients/account-deletion/ — the client keeps their account; their coach is told. */
export async function cancelAccountDeletion(ctx: AppContext, actor: Actor): Promise<void> {
  const { client, coach } = await loadSelf(ctx.db, actor);
  await ctx.db.transaction(async (tx) => {
    if (!(await repo.removeDeletion(tx, client.id))) throw notFound(PERSONAL_DATA_MESSAGES.noDeletionPending);
    await repo.insertAuditEvent(tx, {
      action: 'account_deletion_cancelled',
      subjectUserId: client.id,
      actorUserId: actor.userId,
    });
    if (coach) {
      const mail = renderDeletionNoticeEmail({
        branding: await loadCompanyBrand(tx, client.companyId, ctx.config),
        coachFirstName: coach.firstName,
        clientName: fullName(client),
        deleteAfter: null,
      });
      await ctx.mailer.queue(tx, {
        to: [coach.email],
        ...mail,
        meta: { kind: 'account_deletion_cancelled', userId: coach.id, clientId: client.id },
      });
    }
  });
  void ctx.mailer.deliver();
}

/** How many due accounts one run deletes at most; the next minute takes the rest. */
const DELETIONS_PER_RUN = 20;

/**
 * The minute job: deletes every account whose grace period is over. Each account in its own
 * transaction, locked so two processes never take the same one; a request cancelled meanwhile
 * is skipped. Idempotent: a deleted account has no request left.
 */
export async function deleteDueAccounts(
  deps: { db: Db; storage: Storage; realtime: Realtime; log?: FastifyBaseLogger },
  now = new Date(),
): Promise<number> {
  const { db, storage } = deps;
  let deleted = 0;
  for (const due of await repo.dueDeletions(db, now, DELETIONS_PER_RUN)) {
    // The person's sessions end with their row; revoked first, so their open sockets close too.
    const files = await withSessionRevocation(deps, async (tx, revoke) => {
      if (!(await repo.lockDueDeletion(tx, due.userId, now))) return null;
      await revoke({ userId: due.userId });
      const parties = await repo.findParties(tx, due.userId);
      const keys = await clientFileKeys(tx, due.userId);
      const email = parties?.client.email ?? '';
      const rows = await repo.deleteClientRows(tx, due.userId, email);
      await repo.insertAuditEvent(tx, {
        action: 'account_deleted',
        subjectUserId: due.userId,
        actorUserId: null,
        detail: {
          requested_at: due.requestedAt.toISOString(),
          coach_id: parties?.coach?.id ?? null,
          company_id: parties?.client.companyId ?? null,
          rows,
          files: keys.length,
        },
      });
      return keys;
    });
    if (files === null) continue;
    await removeFiles(storage, files);
    deleted += 1;
  }
  if (deleted > 0) deps.log?.info({ deleted }, 'accounts deleted');
  return deleted;
}
