import { STRUGGLING_MAX_SCORE, type CoachNotice } from '@tandem/shared';

/** What a struggling notice tells the coach ('Jane Doe has scored 3 or below on Energy two reflections in a row'). */
export function noticeText(notice: CoachNotice): string {
  const name = `${notice.client.first_name} ${notice.client.last_name}`;
  // A notice outlives a dimension the coach has since deleted.
  const on = notice.dimension ? ` on ${notice.dimension.name}` : '';
  return `${name} has scored ${STRUGGLING_MAX_SCORE} or below${on} two reflections in a row`;
}
