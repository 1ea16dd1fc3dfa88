import type { Actor } from '../../lib/auth';
import type { AppContext } from '../../lib/context';
import { notFound } from '../../lib/errors';
import type { PageWindow } from '../../lib/pagination';
import { ownsEntry } from './journal.policy';
import { presentEntry } from './journal.presenter';
import * as repo from './journal.repo';

export interface EntryWrite {
  title: string;
  text: string;
  private: boolean;
}

/** The actor's own entry; anyone else's answers 404, never its content. */
async function ownEntry(ctx: AppContext, actor: Actor, id: number) {
  const entry = await repo.findEntry(ctx.db, id);
  if (!entry || !ownsEntry(actor, entry)) throw notFound();
  return entry;
}

/** The actor's journal, newest first, searched in titles and texts. */
export async function listEntries(
  ctx: AppContext,
  actor: Actor,
  search: string | undefined,
  window: PageWindow,
) {
  const { rows, count } = await repo.listEntries(ctx.db, actor.userId, search || undefined, window);
  return { count, results: rows.map(presentEntry) };
}

export async function getEntry(ctx: AppContext, actor: Actor, id: number) {
  return presentEntry(await ownEntry(ctx, actor, id));
}

export async function createEntry(ctx: AppContext, actor: Actor, input: EntryWrite) {
  return presentEntry(await repo.insertEntry(ctx.db, { userId: actor.userId, ...input }));
}

/** Changes only the fields given (the editor's autosave sends what it has). */
export async function updateEntry(ctx: AppContext, actor: Actor, id: number, input: Partial<EntryWrite>) {
  await ownEntry(ctx, actor, id);
  return presentEntry(await repo.updateEntry(ctx.db, id, input));
}

export async function deleteEntry(ctx: AppContext, actor: Actor, id: number) {
  await ownEntry(ctx, actor, id);
  await repo.deleteEntry(ctx.db, id);
}
