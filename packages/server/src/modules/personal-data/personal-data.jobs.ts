import type { MinuteJob } from '../../lib/jobs';
import type { Storage } from '../../lib/storage';
import { deleteDueAccounts } from './account-deletion.service';

/** Every minute: delete the accounts whose grace period is over (account-deletion.service.ts). */
export const DELETE_DUE_ACCOUNTS = 'delete-due-accounts';

/** The personal-data minute jobs, registered by main.ts; they remove files, so they need the storage. */
export function personalDataJobs(storage: Storage): MinuteJob[] {
  return [
    {
      name: DELETE_DUE_ACCOUNTS,
      async run({ db, log }) {
        await deleteDueAccounts({ db, storage, log });
      },
    },
  ];
}
