import type { CoachNotice } from '@tandem/shared';
import type { NoticeRow } from './notices.repo';

/** A notice as the coach's dashboard shows it. */
export function presentNotice(row: NoticeRow): CoachNotice {
  return {
    id: row.notice.id,
    kind: 'struggling',
    client: { id: row.client.id, first_name: row.client.firstName, last_name: row.client.lastName },
    dimension: row.dimension ? { id: row.dimension.id, name: row.dimension.name } : null,
    episode_start: row.notice.episodeStart,
    day: row.notice.day,
    created_at: row.notice.createdAt.toISOString(),
    read_at: row.notice.readAt?.toISOString() ?? null,
  };
}
