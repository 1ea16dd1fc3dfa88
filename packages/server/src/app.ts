import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import fastifyMultipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  APP_VERSION_HEADER,
  configureValidationMessages,
  isDefaultBranding,
  LOGIN_PATHS,
  MAX_PROFILE_IMAGE_BYTES,
  PRERENDERED_LOGIN_FILE,
  type ServedBranding,
} from '@tandem/shared';
import type { ServerConfig } from './config';
import type { Db } from './db/client';
import { installAuthentication } from './lib/auth';
import { installTwoStepSetupGate } from './lib/two-step-gate';
import { installCompression } from './lib/compression';
import type { AppContext } from './lib/context';
import { installErrorHandler } from './lib/errors';
import { installOfflineWrites } from './lib/offline-writes';
import { installAudienceGate, installFeatureGate, withAudiences } from './lib/audience';
import { installDatabaseGuard } from './lib/database-health';
import { refuseNullCharacters } from './lib/null-characters';
import { apiDocsContentSecurityPolicy, installSecurityHeaders } from './lib/security-headers';
import { responseSerializerCompiler } from './lib/response-serializer';
import type { DatabaseState } from './db/embedded';
import { createMailer, type Mailer } from './lib/mailer';
import { appPageWithBranding, brandedHead } from './lib/app-page';
import { brandedLoginPages, loadLoginRenderer, type LoginPageRenderer } from './lib/login-pages';
import { loginRendererFile, webDistFolder } from './lib/paths';
import { createDiskStorage, serveMedia } from './lib/storage';
import { createRealtime } from './lib/realtime';
import { accountsRoutes } from './modules/accounts';
import { brandAssetRoutes, servedBrandingForHost, subDomainsRoutes } from './modules/sub-domains';
import { supportRoutes } from './modules/support';
import { systemRoutes } from './modules/system';
import { clientsRoutes } from './modules/clients';
import { assessmentsRoutes, leadAssessmentsRoutes } from './modules/assessments';
import { registerGraphql } from './graphql';
import { rewardsRoutes } from './modules/rewards';
import { campaignsRoutes } from './modules/campaigns';
import { cohortsRoutes } from './modules/cohorts';
import { invitationsRoutes } from './modules/invitations';
import { outboxRoutes } from './modules/outbox';
import { signUpRoutes } from './modules/sign-up';
import { goalsRoutes } from './modules/goals';
import { journalRoutes } from './modules/journal';
import { passwordsRoutes } from './modules/passwords';
import { accountSettingsRoutes } from './modules/account-settings';
import { habitProgramsRoutes } from './modules/habit-programs';
import { areasOfFocusRoutes } from './modules/areas-of-focus';
import { exercisesRoutes } from './modules/exercises';
import { tasksRoutes } from './modules/tasks';
import { generationRoutes } from './modules/tasks';
import { habitsRoutes } from './modules/habits';
import { commitmentsRoutes } from './modules/commitments';
import { pulseSurveysRoutes } from './modules/pulse-surveys';
import { reflectionsRoutes } from './modules/reflections';
import { noticesRoutes } from './modules/notices';
import { pulseAnalyticsRoutes } from './modules/pulse-analytics';
import { coursesRoutes } from './modules/courses';
import { lessonsRoutes } from './modules/lessons';
import { learningRoutes } from './modules/learning';
import { messagingRoutes } from './modules/messaging';
import { personalDataRoutes } from './modules/personal-data';
import { devicesRoutes } from './modules/devices';
import { remindersRoutes } from './modules/reminders';
import { paymentsRoutes } from './modules/payments';
import { offeringsRoutes } from './modules/offerings';
import { ownersRoutes } from './modules/owners';
import { coachSignUpRoutes } from './modules/coach-sign-up';
import { analyticsRoutes } from './modules/analytics';
import { twoStepRoutes } from './modules/two-step';
import { coachIsEntitled } from './modules/entitlements';
import { createTexts } from './modules/texts';
import { createPush } from './modules/push';
import { joinReadableRooms, messagingSocket } from './modules/messaging';

export interface BuildAppOptions {
  config: ServerConfig;
  db: Db;
  /** Serve the built web app (packages/web/dist) with the SPA history fallback. */
  serveWeb?: boolean;
  /** Where the built web app is; packages/web/dist unless a test gives its own. */
  webRoot?: string;
  logger?: boolean;
  /** The embedded database's state while it is supervised; always ready otherwise. */
  databaseState?: () => DatabaseState;
  /** Renders branded login pages; the web build's renderer unless a test gives its own. */
  loadLoginRenderer?: () => Promise<LoginPageRenderer | null>;
}

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
  }
}

/** The Fastify instance: used by main.ts to listen and by the tests through inject(). */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  configureValidationMessages();
  const { config, db } = options;
  const app = Fastify({
    logger: options.logger === false ? false : { level: config.logLevel },
    trustProxy: config.trustProxy,
    routerOptions: { ignoreTrailingSlash: true },
    bodyLimit: 1024 * 1024,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializerCompiler);

  const mailer: Mailer = createMailer(db, { smtpUrl: config.smtpUrl, from: config.mailFrom, log: app.log });
  const texts = createTexts(db, config.twilio, app.log);
  const push = createPush(db, config, app.log);
  const storage = createDiskStorage(path.join(config.dataDir, 'uploads'));
  const realtime = await createRealtime(app.server, {
    db,
    appVersion: config.appVersion,
    redisUrl: config.redisUrl,
    redisPrefix: config.redisPrefix,
    log: app.log,
  });
  // Before the HTTP server closes: open sockets would otherwise hold it.
  app.addHook('preClose', async () => realtime.close());
  const databaseState = options.databaseState ?? (() => ({ ok: true }) as const);
  const ctx: AppContext = { db, config, mailer, texts, push, storage, realtime, databaseState };
  app.decorate('ctx', ctx);

  installErrorHandler(app);
  await installCompression(app);
  installSecurityHeaders(app, config.publicUrl, { stripe: Boolean(config.stripe.publishableKey) });
  installDatabaseGuard(app, databaseState);
  refuseNullCharacters(app);
  installAudienceGate(app);
  installAuthentication(app, db);
  installTwoStepSetupGate(app);
  installFeatureGate(app, (actor, feature) => coachIsEntitled(db, actor, feature));
  // Before the routes: it wraps the handlers of those marked `idempotent` as they register.
  installOfflineWrites(app, db);
  app.addHook('onSend', (request, reply, payload, done) => {
    if (request.url.startsWith('/api/')) reply.header(APP_VERSION_HEADER, config.appVersion);
    done(null, payload);
  });

  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: 'Tandem API',
        description: 'Coaching and habit-building platform',
        version: config.appVersion,
      },
      components: {
        securitySchemes: {
          token: { type: 'apiKey', in: 'header', name: 'Authorization', description: 'Token <token>' },
        },
      },
      security: [{ token: [] }],
    },
    ...withAudiences(jsonSchemaTransform),
  });
  await app.register(fastifySwaggerUi, {
    routePrefix: '/api/docs',
    staticCSP: true,
    transformStaticCSP: apiDocsContentSecurityPolicy(config.publicUrl),
  });
  // Uploads are read as streams by the route that expects one; one file of at most 5 MB.
  await app.register(fastifyMultipart, {
    limits: { fileSize: MAX_PROFILE_IMAGE_BYTES, files: 1, fields: 10, parts: 11 },
  });
  serveMedia(app, storage);

  await app.register(systemRoutes(ctx), { prefix: '/api' });
  await app.register(accountsRoutes(ctx), { prefix: '/api' });
  await app.register(twoStepRoutes(ctx), { prefix: '/api' });
  await app.register(supportRoutes(ctx), { prefix: '/api' });
  await app.register(subDomainsRoutes(ctx), { prefix: '/api' });
  await app.register(brandAssetRoutes(ctx));
  await app.register(clientsRoutes(ctx), { prefix: '/api' });
  await app.register(cohortsRoutes(ctx), { prefix: '/api' });
  await app.register(invitationsRoutes(ctx), { prefix: '/api' });
  await app.register(signUpRoutes(ctx), { prefix: '/api' });
  await app.register(outboxRoutes(ctx), { prefix: '/api' });
  await app.register(goalsRoutes(ctx), { prefix: '/api' });
  await app.register(journalRoutes(ctx), { prefix: '/api' });
  await app.register(passwordsRoutes(ctx), { prefix: '/api' });
  await app.register(accountSettingsRoutes(ctx), { prefix: '/api' });
  await app.register(habitProgramsRoutes(ctx), { prefix: '/api' });
  await app.register(areasOfFocusRoutes(ctx), { prefix: '/api' });
  await app.register(exercisesRoutes(ctx), { prefix: '/api' });
  await app.register(tasksRoutes(ctx), { prefix: '/api' });
  await app.register(generationRoutes(ctx), { prefix: '/api' });
  await app.register(habitsRoutes(ctx), { prefix: '/api' });
  await app.register(commitmentsRoutes(ctx), { prefix: '/api' });
  await app.register(pulseSurveysRoutes(ctx), { prefix: '/api' });
  await app.register(reflectionsRoutes(ctx), { prefix: '/api' });
  await app.register(noticesRoutes(ctx), { prefix: '/api' });
  await app.register(pulseAnalyticsRoutes(ctx), { prefix: '/api' });
  await app.register(coursesRoutes(ctx), { prefix: '/api' });
  await app.register(lessonsRoutes(ctx), { prefix: '/api' });
  await app.register(learningRoutes(ctx), { prefix: '/api' });
  await app.register(messagingRoutes(ctx), { prefix: '/api' });
  await app.register(personalDataRoutes(ctx), { prefix: '/api' });
  await app.register(assessmentsRoutes(ctx), { prefix: '/api' });
  await app.register(leadAssessmentsRoutes(ctx), { prefix: '/api' });
  await app.register(rewardsRoutes(ctx), { prefix: '/api' });
  await app.register(campaignsRoutes(ctx), { prefix: '/api' });
  await app.register(devicesRoutes(ctx), { prefix: '/api' });
  await app.register(remindersRoutes(ctx), { prefix: '/api' });
  await app.register(paymentsRoutes(ctx), { prefix: '/api' });
  await app.register(offeringsRoutes(ctx), { prefix: '/api' });
  await app.register(ownersRoutes(ctx), { prefix: '/api' });
  // Before coach sign-up: the authorization matrix's client signs up as an owner there.
  await app.register(analyticsRoutes(ctx), { prefix: '/api' });
  await app.register(coachSignUpRoutes(ctx), { prefix: '/api' });
  await registerGraphql(app, ctx);
  realtime.beforeConnect(joinReadableRooms(ctx));
  realtime.onConnection(messagingSocket(ctx, app.log));

  const webRoot = options.webRoot ?? webDistFolder();
  const serveWeb = (options.serveWeb ?? true) && existsSync(path.join(webRoot, 'index.html'));
  // The login screen prerendered at build time, sent for its addresses (issue 21); a build
  // without it sends the app's page there as everywhere.
  const loginPage = existsSync(path.join(webRoot, PRERENDERED_LOGIN_FILE))
    ? PRERENDERED_LOGIN_FILE
    : 'index.html';
  if (serveWeb) {
    await app.register(fastifyStatic, {
      root: webRoot,
      wildcard: false,
      // '/' is a login address: the not-found handler below chooses its page.
      index: false,
      // The .br and .gz files written at build time (packages/web/precompress.ts).
      preCompressed: true,
      // Hashed assets never change; index.html must always be fresh so a deploy is picked up.
      setHeaders: (res, filePath) => {
        res.header(
          'cache-control',
          filePath.includes(`${path.sep}assets${path.sep}`)
            ? 'public, max-age=31536000, immutable'
            : 'no-cache',
        );
      },
    });
  }
  const brandedLogins = brandedLoginPages({
    webRoot,
    loadRenderer: options.loadLoginRenderer ?? (() => loadLoginRenderer(loginRendererFile())),
    log: app.log,
  });
  // The build's pages as text, read once: each answer writes its sub-domain's branding in.
  const builtPages = new Map<string, Promise<string | null>>();
  const builtPage = (file: string) => {
    let text = builtPages.get(file);
    if (!text) builtPages.set(file, (text = readFile(path.join(webRoot, file), 'utf8').catch(() => null)));
    return text;
  };
  /** The branding of the sub-domain a page is asked on; null while the database is away or on failure. */
  const servedFor = async (request: FastifyRequest) =>
    databaseState().ok ? await servedBrandingForHost(ctx, request.hostname).catch(() => null) : null;
  /** The build's `file` with `served` written in (lib/app-page.ts), or the file as it is. */
  const sendBuiltPage = async (reply: FastifyReply, file: string, served: ServedBranding | null) => {
    const text = served ? await builtPage(file) : null;
    const page = text !== null && served ? appPageWithBranding(text, served) : null;
    if (page) return reply.type('text/html; charset=utf-8').send(page);
    return reply.sendFile(file);
  };
  /**
   * The login page: a branded sub-domain's own (its logo and colours painted with the page, see
   * lib/login-pages.ts), else the build's, in the default branding. Either carries the branding
   * for the app to start from; while the database is away, the build's page as it is.
   */
  const sendLoginPage = async (request: FastifyRequest, reply: FastifyReply) => {
    reply.header('cache-control', 'no-cache');
    const served = await servedFor(request);
    const branded =
      loginPage === PRERENDERED_LOGIN_FILE && served && !isDefaultBranding(served.branding)
        ? await brandedLogins.pageFor(served)
        : null;
    if (branded && served) return reply.type('text/html; charset=utf-8').send(brandedHead(branded, served));
    return sendBuiltPage(reply, loginPage, served);
  };
  /** Every other address of the app: its page, with the branding written in. */
  const sendAppPage = async (request: FastifyRequest, reply: FastifyReply) => {
    // An API address nothing answers is the API's 404, not a page.
    if (request.url.startsWith('/api/')) return reply.callNotFound();
    reply.header('cache-control', 'no-cache');
    return sendBuiltPage(reply, 'index.html', await servedFor(request));
  };
  if (serveWeb) {
    // Routes rather than the not-found handler's choice, so a page with its branding written in
    // is compressed as any answer is; HEAD comes with them. A file of the build, the media and
    // the API have routes of their own, which win over the catch-all.
    for (const url of LOGIN_PATHS) app.get(url, { schema: { hide: true } }, sendLoginPage);
    app.get('/*', { schema: { hide: true } }, sendAppPage);
  }
  app.setNotFoundHandler((_request, reply) => reply.code(404).send({ detail: 'Not found.' }));
  return app;
}
