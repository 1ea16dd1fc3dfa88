/**
 * The push module's door (issue 20, decision 021): web push notifications to the user's browsers,
 * written in the caller's transaction and delivered by the job queue.
 */
export { createPush } from './push.service';
export { DELIVER_PUSH, PUSH_TTL_SECONDS } from './push-outbox';
