/*
 * Struggling notices (docs/decisions/007-pulse-surveys.md; tutorial: "a score of 3 or below two
 * days in a row"). Run inside the transaction that answers a reflection:
 * - For every dimension the reflection answered, the client's per-reflection scores on it (the
 *   mean of each reflection's answers on the dimension), over their latest answered reflections
 *   up to this one's day, go through `strugglingEpisode`. Reflections that asked nothing of the
 *   dimension neither continue nor break a run on it.
 * - A struggle raises one notice, keyed by (client, dimension, first day of the struggle): saving
 *   again, or a third low day, finds the key taken and raises nothing; a new struggle after a
 *   score above 3 has a new first day.
 * - The notice goes to the client's coach (none without a coach). The coach also gets one e-mail
 *   for the notices a save raised, through the outbox, unless they turned notice e-mails off.
 */
import { strugglingEpisode, type DimensionScore } from '@tandem/shared';
import type { DbOrTx } from '../../db/client';
import { loadCompanyBrand } from '../../lib/company-brand';
import { clientPulseLink, renderStrugglingNoticeEmail } from '../../emails/struggling-notice';
import type { AppContext } from '../../lib/context';
import * as repo from './notices.repo';

/** What a save raised: new notices, and e-mails queued (call `mailer.deliver()` after commit). */
export interface RaisedNotices {
  notices: number;
  mails: number;
}

/** Raises the notices a newly answered (or re-answered) reflection calls for; see the rules above. */
export async function raiseStrugglingNotices(
  tx: DbOrTx,
  ctx: Pick<AppContext, 'mailer' | 'config'>,
  reflection: { id: number; userId: number; day: string },
): Promise<RaisedNotices> {
  const byDimension = new Map<number, DimensionScore[]>();
  for (const { dimensionId, day, score } of await repo.dimensionScores(tx, reflection)) {
    byDimension.set(dimensionId, [...(byDimension.get(dimensionId) ?? []), { day, score }]);
  }
  const struggles = [...byDimension].flatMap(([dimensionId, scores]) => {
    const { struggling, episodeStart } = strugglingEpisode(scores);
    return struggling ? [{ dimensionId, episodeStart: episodeStart! }] : [];
  });
  if (struggles.length === 0) return { notices: 0, mails: 0 };

  const parties = await repo.findNoticeParties(tx, reflection.userId);
  if (!parties?.coach_id) return { notices: 0, mails: 0 };
  const raised: { id: number; dimensionId: number }[] = [];
  for (const struggle of struggles) {
    const id = await repo.insertNotice(tx, {
      coachId: parties.coach_id,
      clientId: reflection.userId,
      dimensionId: struggle.dimensionId,
      episodeStart: struggle.episodeStart,
      day: reflection.day,
    });
    if (id !== null) raised.push({ id, dimensionId: struggle.dimensionId });
  }
  if (raised.length === 0 || !parties.coach_allows_emails || !parties.coach_email) {
    return { notices: raised.length, mails: 0 };
  }

  const names = await repo.dimensionNames(
    tx,
    raised.map((notice) => notice.dimensionId),
  );
  const clientName =
    `${parties.client_first_name} ${parties.client_last_name}`.trim() || parties.client_email;
  const branding = await loadCompanyBrand(tx, parties.coach_company_id, ctx.config);
  const mail = renderStrugglingNoticeEmail({
    branding,
    coachFirstName: parties.coach_first_name ?? '',
    clientName,
    dimensions: raised.map((notice) => names.get(notice.dimensionId) ?? ''),
    link: clientPulseLink(branding.siteUrl, reflection.userId),
  });
  await ctx.mailer.queue(tx, {
    to: [parties.coach_email],
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    meta: {
      kind: 'struggling_notice',
      coachId: parties.coach_id,
      clientId: reflection.userId,
      noticeIds: raised.map((notice) => notice.id),
    },
  });
  return { notices: raised.length, mails: 1 };
}
