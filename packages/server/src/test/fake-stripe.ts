import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomBytes } from 'node:crypto';
import type { StripeConfig } from '../config';

/*
 * A small fake of Stripe's HTTP API for the real `stripe` SDK (its host, port and protocol options
 * point here): just the endpoints the payments module calls, in memory, with Stripe's error
 * shapes. It records every request (method, path, form fields, Stripe-Account and Idempotency-Key
 * headers) and replays a keyed POST like Stripe does. Connect's OAuth (`/oauth/token`, normally on
 * connect.stripe.com) is served too: the SDK sends it to the same overridden host.
 *
 * Test cards: `tok_visa` / `pm_card_visa` (4242), `tok_chargeDeclined` (refused when attached to a
 * customer) and `pm_card_chargeDeclined` (attached, refused at the first charge), both 0002.
 * OAuth: the code `invalid` is refused with invalid_grant.
 */

export interface RecordedRequest {
  method: string;
  path: string;
  form: Record<string, string>;
  account: string | undefined;
  idempotencyKey: string | undefined;
}

interface Card {
  id: string;
  object: 'card';
  brand: string;
  last4: string;
  exp_month: number;
  exp_year: number;
}

export interface FakeStripe {
  /** The SDK configuration pointing at this server. */
  config: StripeConfig & { secretKey: string };
  url: string;
  requests: RecordedRequest[];
  subscriptions: Map<string, Record<string, unknown>>;
  /** Makes the next requests to a path prefix fail with this status and body (then cleared). */
  failNext(pathPrefix: string, status: number, error: Record<string, unknown>): void;
  close(): Promise<void>;
}

const DECLINED = {
  type: 'card_error',
  code: 'card_declined',
  decline_code: 'generic_decline',
  message: 'Your card was declined.',
};

function cardFor(token: string): Card | 'declined' | null {
  const base = {
    object: 'card' as const,
    brand: 'Visa',
    exp_month: 12,
    exp_year: new Date().getFullYear() + 3,
  };
  if (token === 'tok_visa' || token === 'pm_card_visa')
    return { ...base, id: `card_${randomBytes(6).toString('hex')}`, last4: '4242' };
  if (token === 'pm_card_chargeDeclined')
    return { ...base, id: `card_${randomBytes(6).toString('hex')}`, last4: '0002' };
  if (token === 'tok_chargeDeclined') return 'declined';
  return null;
}

const id = (prefix: string) => `${prefix}_${randomBytes(10).toString('hex')}`;

/** Starts the fake on a free port of 127.0.0.1. */
export async function startFakeStripe(webhookSecret = 'whsec_fake'): Promise<FakeStripe> {
  const requests: RecordedRequest[] = [];
  const customers = new Map<
    string,
    { id: string; object: 'customer'; email: string; card: Card; pm: boolean; account?: string }
  >();
  const subscriptions = new Map<string, Record<string, unknown>>();
  const replays = new Map<string, { status: number; body: unknown }>();
  const failures: Array<{ prefix: string; status: number; error: Record<string, unknown> }> = [];

  function customerBody(customer: NonNullable<ReturnType<typeof customers.get>>) {
    const paymentMethod = {
      id: customer.card.id.replace('card_', 'pm_'),
      object: 'payment_method',
      card: { ...customer.card, brand: 'visa' },
    };
    return {
      id: customer.id,
      object: 'customer',
      email: customer.email,
      default_source: customer.pm ? null : customer.card,
      invoice_settings: { default_payment_method: customer.pm ? paymentMethod : null },
    };
  }

  function handle(
    method: string,
    path: string,
    form: Record<string, string>,
    account: string | undefined,
  ): { status: number; body: unknown } {
    const missing = (kind: string, value: string, param?: string) => ({
      status: 404,
      body: {
        error: {
          type: 'invalid_request_error',
          code: 'resource_missing',
          message: `No such ${kind}: '${value}'`,
          ...(param ? { param } : {}),
        },
      },
    });
    const declined = { status: 402, body: { error: DECLINED } };
    let match: RegExpExecArray | null;

    if (method === 'POST' && path === '/oauth/token') {
      if (form.code === 'invalid')
        return {
          status: 400,
          body: {
            error: 'invalid_grant',
            error_description: `Authorization code does not exist: ${form.code}`,
          },
        };
      return {
        status: 200,
        body: { stripe_user_id: id('acct'), token_type: 'bearer', scope: 'read_write', livemode: false },
      };
    }
    if (method === 'POST' && path === '/v1/customers') {
      const token = form.source ?? form.payment_method ?? '';
      const card = cardFor(token);
      if (card === 'declined') return declined;
      if (!card) return missing('token', token, form.source ? 'source' : 'payment_method');
      const customer = {
        id: id('cus'),
        object: 'customer' as const,
        email: form.email ?? '',
        card,
        pm: token.startsWith('pm_'),
        account,
      };
      customers.set(customer.id, customer);
      return { status: 200, body: customerBody(customer) };
    }
    if (method === 'POST' && (match = /^\/v1\/payment_methods\/([^/]+)\/attach$/.exec(path))) {
      const card = cardFor(match[1]!);
      if (card === 'declined' || !card) return missing('payment_method', match[1]!, 'payment_method');
      return { status: 200, body: { id: match[1], object: 'payment_method', customer: form.customer, card } };
    }
    if (method === 'POST' && (match = /^\/v1\/customers\/([^/]+)$/.exec(path))) {
      const customer = customers.get(match[1]!);
      if (!customer || customer.account !== account) return missing('customer', match[1]!);
      const token = form.source ?? form['invoice_settings[default_payment_method]'];
      if (token) {
        const card = cardFor(token);
        if (card === 'declined') return declined;
        if (!card) return missing('token', token, 'source');
        customer.card = card;
        customer.pm = token.startsWith('pm_');
      }
      return { status: 200, body: customerBody(customer) };
    }
    if (method === 'POST' && path === '/v1/products') {
      return { status: 200, body: { id: id('prod'), object: 'product', name: form.name } };
    }
    if (method === 'POST' && path === '/v1/subscriptions') {
      const customer = customers.get(form.customer ?? '');
      if (!customer || customer.account !== account)
        return missing('customer', form.customer ?? '', 'customer');
      if (customer.card.last4 === '0002') return declined;
      const now = Math.floor(Date.now() / 1000);
      const subscription = {
        id: id('sub'),
        object: 'subscription',
        customer: customer.id,
        status: 'active',
        created: now,
        cancel_at_period_end: false,
        metadata: Object.fromEntries(
          Object.entries(form)
            .filter(([k]) => k.startsWith('metadata['))
            .map(([k, v]) => [k.slice(9, -1), v]),
        ),
        items: {
          object: 'list',
          data: [
            {
              id: id('si'),
              object: 'subscription_item',
              current_period_start: now,
              current_period_end: now + 30 * 24 * 3600,
              price: {
                unit_amount: Number(form['items[0][price_data][unit_amount]']),
                currency: form['items[0][price_data][currency]'],
                product: form['items[0][price_data][product]'],
                recurring: { interval: form['items[0][price_data][recurring][interval]'] },
              },
            },
          ],
        },
        account,
      };
      subscriptions.set(subscription.id, subscription);
      return { status: 200, body: subscription };
    }
    if ((match = /^\/v1\/subscriptions\/([^/]+)$/.exec(path))) {
      const subscription = subscriptions.get(match[1]!);
      if (!subscription || subscription.account !== account) return missing('subscription', match[1]!);
      if (method === 'POST' && form.cancel_at_period_end !== undefined)
        subscription.cancel_at_period_end = form.cancel_at_period_end === 'true';
      if (method === 'DELETE')
        Object.assign(subscription, { status: 'canceled', canceled_at: Math.floor(Date.now() / 1000) });
      return { status: 200, body: subscription };
    }
    return {
      status: 404,
      body: {
        error: { type: 'invalid_request_error', message: `Unrecognized request URL (${method}: ${path})` },
      },
    };
  }

  const server: Server = createServer((request: IncomingMessage, response: ServerResponse) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const url = new URL(request.url ?? '/', 'http://fake');
      const raw =
        request.method === 'GET' || request.method === 'DELETE'
          ? url.search.slice(1)
          : Buffer.concat(chunks).toString();
      const form = Object.fromEntries(new URLSearchParams(raw));
      const header = (name: string) => {
        const value = request.headers[name];
        return typeof value === 'string' ? value : undefined;
      };
      const recorded: RecordedRequest = {
        method: request.method ?? 'GET',
        path: url.pathname,
        form,
        account: header('stripe-account'),
        idempotencyKey: header('idempotency-key'),
      };
      requests.push(recorded);
      let result: { status: number; body: unknown };
      const failure = failures.findIndex((f) => recorded.path.startsWith(f.prefix));
      const replayKey =
        recorded.method === 'POST' && recorded.idempotencyKey
          ? `${recorded.account ?? ''} ${recorded.idempotencyKey}`
          : null;
      if (failure >= 0) {
        const [f] = failures.splice(failure, 1);
        result = { status: f!.status, body: { error: f!.error } };
      } else if (replayKey && replays.has(replayKey)) {
        result = replays.get(replayKey)!;
      } else {
        result = handle(recorded.method, recorded.path, form, recorded.account);
        if (replayKey) replays.set(replayKey, result);
      }
      response.writeHead(result.status, { 'content-type': 'application/json', 'request-id': id('req') });
      response.end(JSON.stringify(result.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    config: {
      secretKey: 'sk_test_fake',
      publishableKey: 'pk_test_fake',
      webhookSecret,
      connectClientId: 'ca_fake',
      apiBase: { host: '127.0.0.1', port, protocol: 'http' },
    },
    requests,
    subscriptions,
    failNext(pathPrefix, status, error) {
      failures.push({ prefix: pathPrefix, status, error });
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
}
