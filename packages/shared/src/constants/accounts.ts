// Plain constants, no zod: the pages painted first need these, not the validation library
// (issue 21, first load). The schemas that use them are in schemas/accounts.ts.

/** What a client may choose to be rewarded with. */
export const REWARD_PREFERENCES = ['img', 'quote', 'any', 'none'] as const;

/** The minimum length of a new password. */
export const MIN_PASSWORD_LENGTH = 8;
