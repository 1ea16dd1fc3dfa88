/**
 * The one seam between Tandem and a text message provider (decision 020). Two implementations:
 * Twilio through its official SDK when TWILIO_* is set (twilio-provider.ts), and the outbox
 * provider, which sends nothing: the text stays in outbox_texts for the developer outbox and the
 * log. Nothing else imports `twilio`.
 */
export interface TextProvider {
  /** 'twilio', or 'outbox' when texts are only kept. */
  readonly kind: 'twilio' | 'outbox';
  /**
   * Sends one text to an E.164 number. `sent` carries the provider's message id; `kept` means
   * nothing left the machine. Throws TextRefused when the provider refuses this text for good
   * (an unknown number, a recipient who answered STOP); any other error is worth a retry.
   */
  send(text: { to: string; body: string }): Promise<{ status: 'sent' | 'kept'; providerId: string | null }>;
}

/** The provider refused the text and would refuse it again: it fails at once, with no retry. */
export class TextRefused extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'TextRefused';
  }
}

/** Without TWILIO_*: texts are kept in the outbox and printed to the log, like mail without SMTP. */
export const outboxProvider: TextProvider = {
  kind: 'outbox',
  async send() {
    return { status: 'kept', providerId: null };
  },
};
