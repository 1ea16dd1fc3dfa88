import type { MinuteJob } from '../../lib/jobs';
import { deleteExpiredEvents } from './analytics.service';

/** Every minute: delete usage events past their retention (analytics.service.ts). */
export const DELETE_EXPIRED_ANALYTICS = 'delete-expired-analytics';

/** The analytics module's minute jobs, registered by main.ts. */
export const analyticsJobs: MinuteJob[] = [
  {
    name: DELETE_EXPIRED_ANALYTICS,
    async run({ db, log }) {
      const deleted = await deleteExpiredEvents(db);
      if (deleted) log.info({ deleted }, 'expired usage events deleted');
    },
  },
];
