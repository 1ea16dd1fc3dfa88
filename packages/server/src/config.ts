import path from 'node:path';
import { APP_VERSION, FALLBACK_SUB_DOMAIN, type TwoStepRequirement } from '@tandem/shared';

/** Everything the server reads from its environment, parsed once. The README's table lists these. */
export interface ServerConfig {
  port: number;
  host: string;
  /** Where all local state lives: embedded PostgreSQL, uploads, the mail outbox. */
  dataDir: string;
  /** An existing PostgreSQL server; when absent an embedded one is started under dataDir. */
  databaseUrl: string | undefined;
  /** The public address of the web app, used to build links in e-mails. */
  publicUrl: string;
  defaultSubDomain: string;
  /**
   * Create the demo data, once, into an empty database (SEED_DEMO); by default only on the
   * embedded database outside production.
   */
  seedDemo: boolean;
  smtpUrl: string | undefined;
  /** Where support reports are mailed, in addition to every staff user. */
  supportEmail: string | undefined;
  mailFrom: string;
  appVersion: string;
  trustProxy: boolean;
  logLevel: string;
  /**
   * Whether this process runs the scheduled jobs (exercise generation, reminders, the outbox
   * sweep). Every process still delivers mail; turn this off for extra web-only processes.
   */
  runSchedules: boolean;
  /** Serve the GraphiQL explorer at /graphiql: for development only (GRAPHIQL=true). */
  graphiql: boolean;
  /**
   * Redis, shared by every server process: Socket.IO fans real-time messages out through a Redis
   * stream. Without it one process serves every socket from memory.
   */
  redisUrl: string | undefined;
  /** Names the Redis stream, channels and session keys, so several installations can share a Redis. */
  redisPrefix: string;
  /** Login throttling: attempts per IP, and failed attempts per account, within the window. */
  loginLimits: { perIp: number; perAccount: number; windowSeconds: number };
  /**
   * Which accounts must use two-step sign-in (REQUIRE_TWO_STEP, decision 027): at login, such an
   * account without it gets a session that may only set it up.
   */
  requireTwoStep: TwoStepRequirement;
  /** Card payments (decision 017): Stripe when secretKey is set, else the offline test provider. */
  stripe: StripeConfig;
  /** Text messages (decision 020): Twilio when configured, else kept in the outbox_texts table. */
  twilio: TwilioConfig | undefined;
  /** Web push (decision 021): VAPID keys from VAPID_*, else generated into DATA_DIR/vapid.json. */
  vapid: VapidConfig;
}

/**
 * VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY (base64url, both or neither) sign web pushes; without
 * them modules/push generates a pair on first start into DATA_DIR/vapid.json and reuses it.
 * `subject` (VAPID_SUBJECT) tells push services whom to contact: a mailto: or https: URL.
 */
export interface VapidConfig {
  publicKey: string | undefined;
  privateKey: string | undefined;
  subject: string;
}

/** The VAPID settings; half a key pair is refused, not ignored. */
export function parseVapidConfig(
  env: NodeJS.ProcessEnv,
  contact: { supportEmail: string | undefined; mailFrom: string },
): VapidConfig {
  const publicKey = env.VAPID_PUBLIC_KEY || undefined;
  const privateKey = env.VAPID_PRIVATE_KEY || undefined;
  if (Boolean(publicKey) !== Boolean(privateKey))
    throw new Error('web push needs both VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY, or neither');
  const subject = env.VAPID_SUBJECT || defaultVapidSubject(contact);
  if (!/^(mailto:|https:\/\/)/.test(subject))
    throw new Error(`VAPID_SUBJECT must be a mailto: or https: URL, got ${subject}`);
  return { publicKey, privateKey, subject };
}

/** `mailto:` the support address, else the address mail is sent from, else admin@localhost. */
function defaultVapidSubject(contact: { supportEmail: string | undefined; mailFrom: string }): string {
  const fromAddress = /<([^<>\s]+@[^<>\s]+)>/.exec(contact.mailFrom)?.[1] ?? contact.mailFrom;
  const address = [contact.supportEmail, fromAddress].find(
    (value) => value && /^[^\s@]+@[^\s@]+$/.test(value),
  );
  return `mailto:${address ?? 'admin@localhost'}`;
}

/**
 * TWILIO_* variables, all three or none. `from` is a sending number in E.164 or a Messaging
 * Service id (`MG…`). `apiBase` (TWILIO_API_BASE) sends the SDK's requests to another server:
 * a fake in tests.
 */
export interface TwilioConfig {
  accountSid: string;
  authToken: string;
  from: string;
  apiBase: string | undefined;
}

const TWILIO_VARIABLES = ['TWILIO_ACCOUNT_SID', 'TWILIO_AUTH_TOKEN', 'TWILIO_FROM'] as const;

/** Twilio's settings, or undefined without them; half a configuration is refused, not ignored. */
export function parseTwilioConfig(env: NodeJS.ProcessEnv): TwilioConfig | undefined {
  const missing = TWILIO_VARIABLES.filter((name) => !env[name]);
  if (missing.length === TWILIO_VARIABLES.length) return undefined;
  if (missing.length > 0)
    throw new Error(
      `text messages through Twilio need ${TWILIO_VARIABLES.join(', ')}; ${missing.join(', ')} missing`,
    );
  const apiBase = env.TWILIO_API_BASE || undefined;
  if (apiBase && !/^https?:\/\//.test(apiBase))
    throw new Error(`TWILIO_API_BASE must be an http or https URL, got ${apiBase}`);
  return {
    accountSid: env.TWILIO_ACCOUNT_SID!,
    authToken: env.TWILIO_AUTH_TOKEN!,
    from: env.TWILIO_FROM!,
    apiBase,
  };
}

/** STRIPE_* variables. `apiBase` (STRIPE_API_BASE) points the SDK at another server: a fake in tests. */
export interface StripeConfig {
  secretKey: string | undefined;
  publishableKey: string | undefined;
  webhookSecret: string | undefined;
  connectClientId: string | undefined;
  apiBase: { host: string; port: number; protocol: 'http' | 'https' } | undefined;
}

/** `http://127.0.0.1:12111` -> the SDK's host, port and protocol options. */
export function parseStripeApiBase(value: string | undefined): StripeConfig['apiBase'] {
  if (!value) return undefined;
  const url = new URL(value);
  const protocol = url.protocol === 'http:' ? 'http' : url.protocol === 'https:' ? 'https' : undefined;
  if (!protocol) throw new Error(`STRIPE_API_BASE must be an http or https URL, got ${value}`);
  const port = url.port ? Number(url.port) : protocol === 'http' ? 80 : 443;
  return { host: url.hostname, port, protocol };
}

const TWO_STEP_KINDS = ['staff', 'owners'] as const;

/** REQUIRE_TWO_STEP: a comma-separated list of `staff` and `owners` (or `none`); anything else is refused. */
export function parseRequireTwoStep(value: string | undefined): TwoStepRequirement {
  const names = (value ?? '')
    .split(',')
    .map((name) => name.trim().toLowerCase())
    .filter((name) => name && name !== 'none');
  const unknown = names.filter((name) => !(TWO_STEP_KINDS as readonly string[]).includes(name));
  if (unknown.length)
    throw new Error(`REQUIRE_TWO_STEP takes staff, owners or none, got ${unknown.join(', ')}`);
  return { staff: names.includes('staff'), owners: names.includes('owners') };
}

function flag(value: string | undefined, fallback: boolean): boolean {
  if (value === undefined || value === '') return fallback;
  return !['false', '0', 'no', 'off'].includes(value.toLowerCase());
}

const DEFAULT_MAIL_FROM = 'Tandem <no-reply@tandem.local>';

/** Reads the configuration from an environment (process.env by default). */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const port = Number(env.PORT ?? 3000);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error(`PORT must be a port number, got ${env.PORT}`);
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    dataDir: path.resolve(env.DATA_DIR ?? './data'),
    databaseUrl: env.DATABASE_URL || undefined,
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/$/, ''),
    defaultSubDomain: env.DEFAULT_SUB_DOMAIN || FALLBACK_SUB_DOMAIN,
    // Demo data with its published passwords only where nothing says this is a real install.
    seedDemo: flag(env.SEED_DEMO, !env.DATABASE_URL && env.NODE_ENV !== 'production'),
    smtpUrl: env.SMTP_URL || undefined,
    supportEmail: env.SUPPORT_EMAIL || undefined,
    mailFrom: env.MAIL_FROM ?? DEFAULT_MAIL_FROM,
    appVersion: env.APP_VERSION || APP_VERSION,
    trustProxy: flag(env.TRUST_PROXY, false),
    logLevel: env.LOG_LEVEL ?? 'info',
    runSchedules: flag(env.RUN_SCHEDULES, true),
    graphiql: flag(env.GRAPHIQL, env.NODE_ENV === 'development'),
    redisUrl: env.REDIS_URL || undefined,
    redisPrefix: env.REDIS_PREFIX || 'tandem',
    loginLimits: {
      perIp: Number(env.LOGIN_LIMIT_PER_IP ?? 100),
      perAccount: Number(env.LOGIN_LIMIT_PER_ACCOUNT ?? 10),
      windowSeconds: 15 * 60,
    },
    requireTwoStep: parseRequireTwoStep(env.REQUIRE_TWO_STEP),
    stripe: {
      secretKey: env.STRIPE_SECRET_KEY || undefined,
      publishableKey: env.STRIPE_PUBLISHABLE_KEY || undefined,
      webhookSecret: env.STRIPE_WEBHOOK_SECRET || undefined,
      connectClientId: env.STRIPE_CONNECT_CLIENT_ID || undefined,
      apiBase: parseStripeApiBase(env.STRIPE_API_BASE),
    },
    twilio: parseTwilioConfig(env),
    vapid: parseVapidConfig(env, {
      supportEmail: env.SUPPORT_EMAIL || undefined,
      mailFrom: env.MAIL_FROM ?? DEFAULT_MAIL_FROM,
    }),
  };
}
