/*
 * Writes a device queued while offline (issue 20, docs/decisions/023-offline-daily-loop.md).
 * Each carries an id the device made, sent as `Idempotency-Key`, and the moment it was written
 * on the device, sent as `X-Written-At`. The server applies an id once and answers a replay
 * with the kept answer; the moment decides conflicts with what changed on the server meanwhile.
 */
// Plain constants, no zod: the offline queue on every page needs these, not the validation
// library (issue 21, first load). The headers' schemas are in schemas/offline-writes.ts.

/** The header naming a write's id (a UUID the device made). */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';
/** The header telling when the device wrote it (ISO 8601; one in the future counts as now). */
export const WRITTEN_AT_HEADER = 'X-Written-At';
/** A replay's answer carries this header: the write was applied before, nothing changed now. */
export const IDEMPOTENT_REPLAY_HEADER = 'Idempotent-Replay';
/**
 * How long the server keeps a write's answer, and so how old a queued write may be: an older one
 * could be a replay whose id is forgotten, so it is refused rather than applied twice.
 */
export const OFFLINE_WRITE_MAX_AGE_DAYS = 30;

export const OFFLINE_WRITE_MESSAGES = {
  invalidKey: 'Must be a valid UUID.',
  invalidWrittenAt: 'Enter a valid date/time.',
  tooOld: `This change was made more than ${OFFLINE_WRITE_MAX_AGE_DAYS} days ago and can no longer be saved.`,
  keyReused: 'This Idempotency-Key was already used for another request.',
  /** A reflection save queued offline, written after the reflection's day ended. */
  reflectionClosed:
    'This reflection closed at the end of its day, so the answer you wrote later could not be saved.',
  /** A reflection save queued offline, written before the reflection was answered elsewhere. */
  answeredElsewhere:
    'This reflection was answered on another device after you wrote this answer; that answer is kept.',
} as const;
