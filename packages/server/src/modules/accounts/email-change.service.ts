import { ACCOUNT_MESSAGES, MESSAGES, type EmailChangeUndo } from '@tandem/shared';
import type { Tx } from '../../db/client';
import { emailChangeUndoLink, renderEmailChangedEmail } from '../../emails/email-changed';
import { loadCompanyBrand } from '../../lib/company-brand';
import type { Actor } from '../../lib/auth';
import type { AppContext } from '../../lib/context';
import { fieldErrors, forbidden } from '../../lib/errors';
import { hashToken, newSessionToken } from '../../lib/tokens';
import { confirmCurrentPassword } from './current-password';
import { emailTakenByOther, updateUser } from './accounts.repo';
import * as repo from './email-change.repo';
import { withSessionRevocation } from './sessions.service';

/*
 * Changing an account's e-mail (issue 39, no takeover): the address is how a password reset
 * reaches the account, so a session alone must not move it.
 * - the change asks for the current password of whoever makes it, and is refused to a session an
 *   admin or owner opened as the user;
 * - the OLD address is mailed a one-click undo link (single use, EMAIL_UNDO_VALID_DAYS, only its
 *   hash kept), written with the change in one transaction and sent after commit;
 * - the undo puts the old address back, voids pending reset links and ends every session of the
 *   account (their sockets close at once);
 * - both are recorded in the audit table, ids only.
 */

/** How long the undo link mailed to the old address works. */
export const EMAIL_UNDO_VALID_DAYS = 7;

/** Whether a PATCH changes the stored address (sending the same one again changes nothing). */
export const changesEmail = (stored: string, patched: string | undefined): patched is string =>
  patched !== undefined && patched !== stored;

/** Before an e-mail change: not while impersonating, and with the actor's current password. */
export async function authorizeEmailChange(
  ctx: AppContext,
  actor: Actor,
  currentPassword: string | undefined,
): Promise<void> {
  if (actor.impersonatorId !== null) throw forbidden(MESSAGES.noPermission);
  if (!currentPassword) throw fieldErrors({ current_password: [ACCOUNT_MESSAGES.currentPasswordRequired] });
  await confirmCurrentPassword(
    ctx,
    actor.userId,
    currentPassword,
    'current_password',
    ACCOUNT_MESSAGES.currentPasswordWrong,
  );
}

/**
 * In the change's transaction: the undo token, the mail to the old address (in the company's
 * brand) and the audit event. The caller delivers the mail after commit.
 */
export async function recordEmailChange(
  ctx: AppContext,
  tx: Tx,
  change: {
    actor: Actor;
    userId: number;
    oldEmail: string;
    newEmail: string;
    firstName: string;
    companyId: number | null;
  },
): Promise<void> {
  const token = newSessionToken();
  await repo.insertUndoToken(tx, {
    userId: change.userId,
    tokenHash: hashToken(token),
    oldEmail: change.oldEmail,
    newEmail: change.newEmail,
    validSeconds: EMAIL_UNDO_VALID_DAYS * 24 * 60 * 60,
  });
  const branding = await loadCompanyBrand(tx, change.companyId, ctx.config);
  const mail = renderEmailChangedEmail({
    branding,
    firstName: change.firstName,
    newEmail: change.newEmail,
    link: emailChangeUndoLink(branding.siteUrl, token),
    validDays: EMAIL_UNDO_VALID_DAYS,
  });
  await ctx.mailer.queue(tx, {
    to: [change.oldEmail],
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    meta: { kind: 'email_changed', userId: change.userId },
  });
  await repo.recordEmailEvent(tx, {
    action: 'email_changed',
    actorUserId: change.actor.userId,
    subjectUserId: change.userId,
    companyId: change.companyId,
    sessionId: change.actor.sessionId,
  });
}

const invalidUndoLink = () => fieldErrors({ token: [ACCOUNT_MESSAGES.emailUndoInvalid] });

/**
 * POST user/undo_email_change/ — the link's token puts the old address back, voids the other
 * undo links and the pending reset links, and logs out every session of the account, in one
 * transaction. An old address another account has taken since cannot come back (400).
 */
export async function undoEmailChange(ctx: AppContext, input: EmailChangeUndo): Promise<{ detail: string }> {
  await withSessionRevocation(ctx, async (tx, revoke) => {
    const claimed = await repo.claimUndoToken(tx, hashToken(input.token));
    if (!claimed) throw invalidUndoLink();
    if (await emailTakenByOther(tx, claimed.oldEmail, claimed.userId))
      throw fieldErrors({ token: [MESSAGES.emailInUse] });
    const owner = await repo.findEmailOwner(tx, claimed.userId);
    await updateUser(tx, claimed.userId, { email: claimed.oldEmail });
    await repo.voidUndoTokens(tx, claimed.userId);
    await repo.voidResetTokens(tx, claimed.userId);
    await revoke({ userId: claimed.userId });
    await repo.recordEmailEvent(tx, {
      action: 'email_change_undone',
      actorUserId: null,
      subjectUserId: claimed.userId,
      companyId: owner?.companyId ?? null,
    });
  });
  return { detail: ACCOUNT_MESSAGES.emailUndone };
}
