import twilio from 'twilio';
import type { TwilioConfig } from '../../config';
import { TextRefused, type TextProvider } from './text-provider';

type RequestOptions<TData> = Parameters<typeof twilio.RequestClient.prototype.request<TData>>[0];

/*
 * Twilio through its official SDK (decision 020): one Messages `create` per text, from
 * TWILIO_FROM (a number, or a Messaging Service `MG…`). Timeouts are short, as for SMTP: an
 * attempt holds its outbox row while it waits, and a Twilio that does not answer should become
 * a retry in seconds. Twilio answers a text it will never send (an invalid or unreachable
 * number, a recipient who opted out) with a 4xx and its own error code; that text fails at once.
 * Throttling (429) and Twilio's own failures (5xx, no answer) are retried by the queue.
 */

/** Milliseconds an attempt waits for Twilio. */
const TWILIO_TIMEOUT_MS = 20_000;

/**
 * The SDK's own HTTP client, sending every request to `apiBase` instead of api.twilio.com: the
 * SDK's documented seam for its requests (a custom `httpClient`), used to talk to a fake in tests.
 */
class RedirectedRequestClient extends twilio.RequestClient {
  constructor(
    private readonly apiBase: URL,
    options: ConstructorParameters<typeof twilio.RequestClient>[0],
  ) {
    super(options);
  }

  override request<TData>(options: RequestOptions<TData>) {
    const original = new URL(options.uri);
    const uri = new URL(`${original.pathname}${original.search}`, this.apiBase).href;
    return super.request<TData>({ ...options, uri });
  }
}

/** A Twilio failure as one line for the outbox row: status, Twilio's code and message. */
function describe(error: unknown): string {
  if (error instanceof twilio.RestException)
    return `Twilio ${error.status}${error.code ? ` ${error.code}` : ''}: ${error.message}`;
  return error instanceof Error ? error.message : String(error);
}

/** Twilio's answers that no retry changes: every 4xx but throttling. */
const isRefusal = (error: unknown) =>
  error instanceof twilio.RestException && error.status >= 400 && error.status < 500 && error.status !== 429;

/** The Twilio provider of this configuration. */
export function createTwilioProvider(config: TwilioConfig): TextProvider {
  const httpOptions = { timeout: TWILIO_TIMEOUT_MS };
  const client = twilio(config.accountSid, config.authToken, {
    httpClient: config.apiBase
      ? new RedirectedRequestClient(new URL(config.apiBase), httpOptions)
      : new twilio.RequestClient(httpOptions),
  });
  const sender = config.from.startsWith('MG') ? { messagingServiceSid: config.from } : { from: config.from };
  return {
    kind: 'twilio',
    async send(text) {
      try {
        const message = await client.messages.create({ to: text.to, body: text.body, ...sender });
        return { status: 'sent', providerId: message.sid };
      } catch (error) {
        if (isRefusal(error)) throw new TextRefused(describe(error));
        throw new Error(describe(error), { cause: error });
      }
    },
  };
}
