import type { z } from 'zod';
import type { commitmentPatchSchema, commitmentWriteSchema } from '@tandem/shared';
import type { Actor } from '../../lib/auth';
import type { AppContext } from '../../lib/context';
import { fieldErrors, invalidPk, notFound } from '../../lib/errors';
import type { PageWindow } from '../../lib/pagination';
import { requireCoach } from '../../lib/policy';
import { coachesClient } from '../../lib/access';
import { findDailyExerciseFacts } from '../tasks';
import { localToday } from '../tasks';
import { mayManageCommitment } from './commitments.policy';
import { presentCommitment } from './commitments.presenter';
import * as repo from './commitments.repo';

/*
 * Rules of the commitment endpoints:
 * - A coach writes commitments for their own clients only (another client in the body is 400 on
 *   `client`, DRF's invalid pk); `due_date` defaults to the client's local today. They list, change
 *   and delete the commitments of their current clients; anyone else's is 404 (a client in the
 *   query included).
 * - A client lists their own commitments and marks them done or not done (done keeps the first
 *   time); anyone else's is 404. Both lists show open ones first, then by due date.
 */

type CommitmentWrite = z.output<typeof commitmentWriteSchema>;
type CommitmentPatch = z.output<typeof commitmentPatchSchema>;

/** The commitment if the actor may manage it from this side; 404 otherwise. */
async function managedCommitment(ctx: AppContext, actor: Actor, side: 'coach' | 'client', id: number) {
  if (side === 'coach') requireCoach(actor);
  const commitment = await repo.findCommitment(ctx.db, id);
  if (!commitment || !mayManageCommitment(actor, side, commitment)) throw notFound();
  return commitment;
}

/** The commitments of the coach's clients, or of one of them. */
export async function listForCoach(
  ctx: AppContext,
  actor: Actor,
  clientId: number | undefined,
  window: PageWindow,
) {
  requireCoach(actor);
  if (clientId !== undefined) {
    const client = await findDailyExerciseFacts(ctx.db, clientId);
    if (!client || !coachesClient(actor, client)) throw notFound();
  }
  const { rows, count } = await repo.listForCoach(ctx.db, actor.userId, clientId, window);
  return { count, results: rows.map(presentCommitment) };
}

/** A new commitment for one of the coach's clients, due on the client's today unless a date is given. */
export async function createCommitment(ctx: AppContext, actor: Actor, input: CommitmentWrite) {
  requireCoach(actor);
  const client = await findDailyExerciseFacts(ctx.db, input.client);
  if (!client || !coachesClient(actor, client)) throw fieldErrors({ client: [invalidPk(input.client)] });
  const row = await repo.insertCommitment(ctx.db, {
    clientId: input.client,
    title: input.title,
    description: input.description,
    dueDate: input.due_date ?? localToday(client.timezone).today,
    assignedBy: actor.userId,
  });
  return presentCommitment(row);
}

export async function updateCommitment(ctx: AppContext, actor: Actor, id: number, patch: CommitmentPatch) {
  await managedCommitment(ctx, actor, 'coach', id);
  const row = await repo.updateCommitment(ctx.db, id, {
    title: patch.title,
    description: patch.description,
    dueDate: patch.due_date,
  });
  return presentCommitment(row);
}

export async function deleteCommitment(ctx: AppContext, actor: Actor, id: number) {
  await managedCommitment(ctx, actor, 'coach', id);
  await repo.deleteCommitment(ctx.db, id);
}

/** The caller's own commitments, open ones first. */
export async function listOwn(ctx: AppContext, actor: Actor, window: PageWindow) {
  const { rows, count } = await repo.listForClient(ctx.db, actor.userId, window);
  return { count, results: rows.map(presentCommitment) };
}

/** The client marks one of their commitments done or not done. */
export async function setCompleted(ctx: AppContext, actor: Actor, id: number, completed: boolean) {
  await managedCommitment(ctx, actor, 'client', id);
  return presentCommitment(await repo.setCommitmentCompleted(ctx.db, id, completed));
}
