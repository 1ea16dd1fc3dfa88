/**
 * The texts module's door (issue 20, decision 020): text messages through Twilio or the local
 * outbox, written in the caller's transaction and delivered by the job queue.
 */
export { createTexts, listOutboxTexts, sendText } from './texts.service';
export { DELIVER_TEXT, MAX_TEXT_LENGTH } from './text-outbox';
