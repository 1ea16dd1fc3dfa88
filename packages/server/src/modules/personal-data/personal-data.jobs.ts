import type { MinuteJob } from '../../lib/jobs';
import type { Realtime } from '../../lib/realtime';
import type { Storage } from '../../lib/storage';
import { deleteDueAccounts } from './account-deletion.service';

/** Every minute: delete the accounts whose grace period is over (account-deletion.service.ts). */
export const DELETE_DUE_ACCOUNTS = 'delete-due-accounts';

/**
 * The personal-data minute jobs, registered by main.ts; they remove files and close the deleted
 * person's sockets, so they need the storage and the real time.
 */
export function personalDataJobs(storage: Storage, realtime: Realtime): MinuteJob[] {
  return [
    {
      name: DELETE_DUE_ACCOUNTS,
      async run({ db, log }) {
        await deleteDueAccounts({ db, storage, realtime, log });
      },
    },
  ];
}
