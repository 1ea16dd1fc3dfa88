import { requireCoach } from '../../lib/policy';
import {
  CLIENT_MESSAGES,
  type ClientUploadResponse,
  type CustomInvitationMail,
  type Invitation,
} from '@tandem/shared';
import type { Actor } from '../../lib/auth';
import type { AppContext } from '../../lib/context';
import type { DbOrTx } from '../../db/client';
import { fieldErrors, invalidPk, notFound } from '../../lib/errors';
import { newSessionToken } from '../../lib/tokens';
import type { PageWindow } from '../../lib/pagination';
import { loadCompanyBrand } from '../../lib/company-brand';
import type { CompanyBrand, RenderedEmail } from '../../emails/layout';
import { invitationLink, renderCustomInvitationEmail, renderInvitationEmail } from '../../emails/invitation';
import { findUsableHabitProgram, findUsablePulseSurvey, usableCourseIds } from '../catalog';
import { canOnInvitation } from './invitations.policy';
import { presentInvitation } from './invitations.presenter';
import * as repo from './invitations.repo';
import {
  featureRuleErrors,
  parseClientUpload,
  sortRows,
  type FieldErrors,
  type ParsedUpload,
} from './invitations.upload';

/**
 * An invitation token: 256 random bits, base64url. It is the whole capability of the e-mailed
 * link, so it must be unguessable; the unique index on `client_invitations.token` makes a
 * collision (practically impossible at this size) fail loudly instead of sharing an invitation.
 */
export const newInvitationToken = (): string => newSessionToken();

async function coachName(db: DbOrTx, coachId: number): Promise<string> {
  const coach = await repo.findCoach(db, coachId);
  return `${coach?.firstName ?? ''} ${coach?.lastName ?? ''}`.trim() || 'Your coach';
}

/** The habit program, pulse survey and courses the upload names must be ones this coach may assign. */
async function catalogErrors(ctx: AppContext, actor: Actor, input: ParsedUpload): Promise<FieldErrors> {
  const errors: FieldErrors = {};
  const programId = input.habit_program;
  if (programId !== null && !(await findUsableHabitProgram(ctx.db, actor, programId))) {
    errors.habit_program = [invalidPk(programId)];
  }
  const surveyId = input.profile.assigned_pulse_survey;
  if (surveyId !== null && !(await findUsablePulseSurvey(ctx.db, actor, surveyId))) {
    errors.assigned_pulse_survey = [invalidPk(surveyId)];
  }
  if (!input.default_courses) {
    const usable = await usableCourseIds(ctx.db, actor, input.courses);
    const foreign = [...new Set(input.courses)].filter((id) => !usable.has(id));
    if (foreign.length) errors.courses = foreign.map(invalidPk);
  }
  return errors;
}

function mergeErrors(...all: FieldErrors[]): FieldErrors {
  const merged: FieldErrors = {};
  for (const errors of all) {
    for (const [field, messages] of Object.entries(errors)) (merged[field] ??= []).push(...messages);
  }
  return merged;
}

/**
 * POST coaches/clients/client_upload/ — invites every row, all or nothing:
 * - every check (row shapes, feature rules, catalog ownership, existing accounts, duplicates)
 *   runs before anything is written, and any failure rejects the whole batch with all messages;
 * - the invitations and their mails (one per row, in the outbox) are written in one transaction,
 *   so a failure part-way leaves neither invitations nor mail behind;
 * - delivery is started only after commit, and `sent_at` records when the mail was queued.
 */
export async function uploadClients(
  ctx: AppContext,
  actor: Actor,
  body: unknown,
): Promise<ClientUploadResponse> {
  requireCoach(actor);
  const input = parseClientUpload(body);
  const existing = await repo.findExistingAccounts(
    ctx.db,
    input.clients.map((row) => row.email),
  );
  const rows = sortRows(input.clients, existing, actor.userId);
  const errors = mergeErrors(
    rows.rowErrors.length ? { clients: rows.rowErrors } : {},
    featureRuleErrors(input),
    await catalogErrors(ctx, actor, input),
  );
  if (Object.keys(errors).length) throw fieldErrors(errors);

  const now = new Date();
  const settings = {
    coachId: actor.userId,
    companyId: actor.companyId,
    habitProgramId: input.habit_program,
    pulseSurveyId: input.profile.assigned_pulse_survey,
    defaultCourses: input.default_courses,
    // With default courses the coach's public courses are read at sign-up, so later ones count.
    courseIds: input.default_courses ? [] : [...new Set(input.courses)],
    home: input.profile.home,
    allowDailyExercises: input.profile.allow_daily_exercises,
    allowSelfReflect: input.profile.allow_self_reflect,
    allowGoals: input.profile.allow_goals,
    allowProgress: input.profile.allow_progress,
    allowCourses: input.profile.allow_courses,
    allowJournal: input.profile.allow_journal,
    allowAssessments: input.profile.allow_assessments,
    allowMessaging: input.profile.allow_messaging,
    sentAt: now,
  };
  let branding: CompanyBrand | undefined;
  const invited = await ctx.db.transaction(async (tx) => {
    const saved = await repo.upsertPendingInvitations(
      tx,
      rows.invite.map((row) => ({
        ...settings,
        token: newInvitationToken(),
        email: row.email,
        firstName: row.first_name,
        lastName: row.last_name,
      })),
    );
    if (saved.length) {
      branding = await loadCompanyBrand(tx, actor.companyId, ctx.config);
      const name = await coachName(tx, actor.userId);
      for (const invitation of saved) {
        const mail = renderInvitationEmail({
          branding,
          coachName: name,
          firstName: invitation.firstName,
          link: invitationLink(branding.siteUrl, invitation.token),
        });
        await queueInvitationMail(ctx, tx, invitation, mail, 'client_invitation');
      }
    }
    return saved;
  });
  if (invited.length) void ctx.mailer.deliver();

  const byEmail = new Map(invited.map((row) => [row.email, row]));
  const { siteUrl } = branding ?? (await loadCompanyBrand(ctx.db, actor.companyId, ctx.config));
  return {
    invitations: rows.invite.map((row) => presentInvitation(byEmail.get(row.email)!, siteUrl)),
    already_clients: rows.alreadyClients,
  };
}

async function queueInvitationMail(
  ctx: AppContext,
  tx: DbOrTx,
  invitation: repo.InvitationRow,
  mail: RenderedEmail,
  kind: string,
): Promise<void> {
  await ctx.mailer.queue(tx, {
    to: [invitation.email],
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    meta: { kind, invitationId: invitation.id },
  });
}

/** GET coaches/client-invitations/ — this coach's pending invitations, newest first. */
export async function listInvitations(
  ctx: AppContext,
  actor: Actor,
  window: PageWindow,
): Promise<{ count: number; results: Invitation[] }> {
  requireCoach(actor);
  const [count, rows, { siteUrl }] = await Promise.all([
    repo.countPending(ctx.db, actor.userId),
    repo.listPending(ctx.db, actor.userId, window.limit, window.offset),
    loadCompanyBrand(ctx.db, actor.companyId, ctx.config),
  ]);
  return { count, results: rows.map((row) => presentInvitation(row, siteUrl)) };
}

/** A pending invitation of this coach; anyone else's (or a consumed or deleted one) answers 404. */
async function ownPendingInvitation(ctx: AppContext, actor: Actor, token: string) {
  requireCoach(actor);
  const invitation = await repo.findPendingByToken(ctx.db, token);
  if (!invitation || !canOnInvitation(actor, invitation)) throw notFound();
  return invitation;
}

/** DELETE coaches/client-invitations/{token}/ — the link stops working at once. */
export async function deleteInvitation(ctx: AppContext, actor: Actor, token: string): Promise<void> {
  const invitation = await ownPendingInvitation(ctx, actor, token);
  await repo.deleteInvitation(ctx.db, invitation.id);
}

interface MailFacts {
  branding: CompanyBrand;
  coachName: string;
  firstName: string;
  link: string;
}

/**
 * Mails an invitation again (the same link) and renews `sent_at`, in one transaction with the
 * outbox row. If the invitee signed up in between, `markSent` finds nothing pending: 404.
 */
async function mailAgain(
  ctx: AppContext,
  actor: Actor,
  token: string,
  render: (facts: MailFacts) => RenderedEmail,
  kind: string,
): Promise<{ detail: string }> {
  const invitation = await ownPendingInvitation(ctx, actor, token);
  await ctx.db.transaction(async (tx) => {
    const updated = await repo.markSent(tx, invitation.id);
    if (!updated) throw notFound();
    const branding = await loadCompanyBrand(tx, invitation.companyId, ctx.config);
    const mail = render({
      branding,
      coachName: await coachName(tx, invitation.coachId),
      firstName: invitation.firstName,
      link: invitationLink(branding.siteUrl, invitation.token),
    });
    await queueInvitationMail(ctx, tx, invitation, mail, kind);
  });
  void ctx.mailer.deliver();
  return { detail: CLIENT_MESSAGES.emailSent };
}

/** GET coaches/client-invitations/{token}/resend_invitation/ */
export function resendInvitation(ctx: AppContext, actor: Actor, token: string) {
  return mailAgain(ctx, actor, token, (facts) => renderInvitationEmail(facts), 'client_invitation');
}

/** POST coaches/client-invitations/{token}/send_custom_mail/ — the coach's text, link appended. */
export function sendCustomMail(ctx: AppContext, actor: Actor, token: string, input: CustomInvitationMail) {
  return mailAgain(
    ctx,
    actor,
    token,
    (facts) => renderCustomInvitationEmail({ ...facts, subject: input.subject, message: input.message }),
    'client_invitation_custom',
  );
}
