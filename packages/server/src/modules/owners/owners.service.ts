import { randomBytes } from 'node:crypto';
import type { z } from 'zod';
import {
  MESSAGES,
  OWNER_MESSAGES,
  SUB_DOMAIN_MESSAGES,
  subDomainPatchSchema,
  type ConnectPaymentAccount,
  type ConnectPaymentAccountResponse,
  type ImpersonationCandidate,
  type ImpersonationEvent,
  type OwnerCoach,
  type OwnerCompany,
  type OwnerCompanyPatch,
  type OwnerSubDomain,
} from '@tandem/shared';
import { answerAccess } from '../../lib/access';
import type { Actor } from '../../lib/auth';
import type { AppContext } from '../../lib/context';
import { AppError, fieldErrors, forbidden, notFound, parseFields, violatesUnique } from '../../lib/errors';
import type { PageWindow } from '../../lib/pagination';
import { keyOfMediaUrl, mediaUrl, removeFiles } from '../../lib/storage';
import type { UploadStream } from '../../lib/uploads';
import { companyCanTakePayments, PaymentDeclined, paymentProvider } from '../payments';
import { connectState, isValidConnectState } from './connect-state';
import {
  BRANDING_IMAGE_FIELDS,
  decodeDataUrl,
  isBrandingImageField,
  isDataUrl,
  storeBrandingImage,
  type BrandingImageField,
} from './branding-images';
import { auditScope, impersonationScope, ownsCompany, subDomainAccess } from './owners.policy';
import {
  presentCoach,
  presentCompany,
  presentImpersonationEvent,
  presentSubDomain,
} from './owners.presenter';
import * as repo from './owners.repo';

/*
 * The owner's screens (coach side sections 2, 3, 5, 6, 7; issue 18). Who may do what is in
 * owners.policy.ts. Rules chosen where the spec is silent:
 * - a sub-domain's name, once set (not blank), is read-only: a different name answers 400 on
 *   `sub_domain`, the same name in any case is accepted and changes nothing; names are unique
 *   whatever their case ('This sub domain is already in use'), checked first and then by the
 *   unique index, so two owners racing for a name cannot both have it;
 * - an image field takes a data URL (a new image), null (no image) or the saved URL unchanged;
 *   anything else is refused; files are stored before the transaction and removed again if it
 *   fails; the files they replace go after commit;
 * - the payment link: the provider's code is exchanged first (a network call, outside the
 *   transaction), then the account is stored; a refused code answers 400
 *   `{detail: error_description, code: error}` with the provider's words;
 * - the connect link: with Stripe, its OAuth consent page returning to /complete-link-with-stripe
 *   (needs STRIPE_CONNECT_CLIENT_ID, else null); with the offline test provider, straight to that
 *   page with a made-up code the test provider accepts.
 */

/** The company whose screens these are; 403 for anyone who owns none. */
function companyOf(actor: Actor): number {
  if (!ownsCompany(actor)) throw forbidden();
  return actor.ownedCompanyId!;
}

/**
 * Where "Connect payments" leads, or null when payments cannot be linked here; it carries a
 * state made for this owner and company (connect-state.ts).
 */
async function connectUrl(ctx: AppContext, companyId: number, userId: number): Promise<string | null> {
  const returnPath = '/complete-link-with-stripe';
  const state = await connectState(ctx.db, companyId, userId);
  if (paymentProvider(ctx).kind === 'test')
    return `${returnPath}?scope=read_write&code=ac_test_${randomBytes(12).toString('hex')}&state=${state}`;
  const clientId = ctx.config.stripe.connectClientId;
  if (!clientId) return null;
  const url = new URL('https://connect.stripe.com/oauth/authorize');
  url.searchParams.set('response_type', 'code');
  url.searchParams.set('client_id', clientId);
  url.searchParams.set('scope', 'read_write');
  url.searchParams.set('redirect_uri', `${ctx.config.publicUrl}${returnPath}`);
  url.searchParams.set('state', state);
  return url.toString();
}

/** GET owners/company/ */
export async function getCompany(ctx: AppContext, actor: Actor): Promise<OwnerCompany> {
  const companyId = companyOf(actor);
  const record = await repo.findCompany(ctx.db, companyId);
  if (!record) throw notFound();
  return presentCompany(
    record,
    await connectUrl(ctx, companyId, actor.userId),
    await companyCanTakePayments(ctx, ctx.db, companyId),
  );
}

/** PATCH owners/company/ — the coaching-associate box (the owner's own listing). */
export async function updateCompany(
  ctx: AppContext,
  actor: Actor,
  patch: OwnerCompanyPatch,
): Promise<OwnerCompany> {
  companyOf(actor);
  if (patch.coaching_associate !== undefined)
    await repo.setSearchable(ctx.db, actor.userId, patch.coaching_associate);
  return getCompany(ctx, actor);
}

/** GET owners/coaches/ */
export async function listCoaches(
  ctx: AppContext,
  actor: Actor,
  window: PageWindow,
): Promise<{ count: number; results: OwnerCoach[] }> {
  const { rows, count } = await repo.listCoaches(ctx.db, companyOf(actor), window.limit, window.offset);
  return { count, results: rows.map(presentCoach) };
}

/** GET owners/sub-domains/ */
export async function listSubDomains(ctx: AppContext, actor: Actor): Promise<OwnerSubDomain[]> {
  const rows = await repo.listSubDomains(ctx.db, companyOf(actor));
  return rows.map((row) => presentSubDomain(actor, row));
}

type SubDomainPatch = z.output<typeof subDomainPatchSchema>;
type FieldsPatch = Omit<SubDomainPatch, BrandingImageField>;
/** Per image field: a stored file's key, or null to remove the image. */
type ImageChanges = Partial<Record<BrandingImageField, string | null>>;

const COLUMN = { logo: 'logo', background_image: 'backgroundImage' } as const;

/** Answers 403 or 404 unless the actor may change this sub-domain. */
function assertAccess(actor: Actor, row: repo.SubDomainRow | undefined): repo.SubDomainRow {
  answerAccess(subDomainAccess(actor, row), MESSAGES.noPermission);
  return row!;
}

const inUse = () => fieldErrors({ sub_domain: [SUB_DOMAIN_MESSAGES.inUse] });

/** Writes a checked patch and stored images in one transaction (see the rules above). */
async function applySubDomainChanges(
  ctx: AppContext,
  actor: Actor,
  id: number,
  patch: FieldsPatch,
  images: ImageChanges,
): Promise<OwnerSubDomain> {
  const storedKeys = Object.values(images).filter((key): key is string => typeof key === 'string');
  let saved: { row: repo.SubDomainRow; replaced: (string | null)[] };
  try {
    saved = await ctx.db.transaction(async (tx) => {
      const current = assertAccess(actor, await repo.findSubDomain(tx, id, true));
      const values: repo.SubDomainValues = {
        headerColor: patch.header_color,
        logoHeight: patch.logo_height,
        showOnSearch: patch.show_on_search,
        allowOnboarding: patch.allow_onboarding,
      };
      const name = patch.sub_domain;
      if (name !== undefined && name !== current.subDomain.toLowerCase()) {
        if (current.subDomain !== '') throw fieldErrors({ sub_domain: [SUB_DOMAIN_MESSAGES.readOnly] });
        if (await repo.subDomainNameTaken(tx, name, id)) throw inUse();
        values.subDomain = name;
      }
      const replaced: (string | null)[] = [];
      for (const field of BRANDING_IMAGE_FIELDS) {
        const change = images[field];
        if (change === undefined) continue;
        values[COLUMN[field]] = change === null ? null : mediaUrl(change);
        replaced.push(current[COLUMN[field]]);
      }
      const changed = Object.values(values).some((value) => value !== undefined);
      return { row: changed ? await repo.updateSubDomain(tx, id, values) : current, replaced };
    });
  } catch (error) {
    await removeFiles(ctx.storage, storedKeys);
    if (violatesUnique(error, 'sub_domains_sub_domain_key')) throw inUse();
    throw error;
  }
  await removeFiles(ctx.storage, saved.replaced.map(keyOfMediaUrl));
  return presentSubDomain(actor, saved.row);
}

/** PATCH owners/sub-domains/{id}/ as JSON: images as data URLs. */
export async function updateSubDomain(
  ctx: AppContext,
  actor: Actor,
  id: number,
  patch: SubDomainPatch,
): Promise<OwnerSubDomain> {
  // Refused callers get their answer before any image is decoded or stored.
  const current = assertAccess(actor, await repo.findSubDomain(ctx.db, id));
  const images: ImageChanges = {};
  try {
    for (const field of BRANDING_IMAGE_FIELDS) {
      const value = patch[field];
      if (value === undefined || value === current[COLUMN[field]]) continue;
      if (value === null) images[field] = null;
      else if (isDataUrl(value))
        images[field] = await storeBrandingImage(ctx.storage, field, decodeDataUrl(field, value));
      else throw fieldErrors({ [field]: [OWNER_MESSAGES.invalidImage] });
    }
  } catch (error) {
    await removeFiles(
      ctx.storage,
      Object.values(images).filter((key) => typeof key === 'string'),
    );
    throw error;
  }
  return applySubDomainChanges(ctx, actor, id, patch, images);
}

/** One part of a multipart request, as @fastify/multipart's `request.parts()` yields it. */
export type FormPart =
  | { type: 'field'; fieldname: string; value: unknown }
  | { type: 'file'; fieldname: string; file: UploadStream };

/**
 * PATCH owners/sub-domains/{id}/ as multipart: files in `logo` and `background_image` (an empty
 * text field of that name removes the image), the other fields as text. The parts are read only
 * once the actor may change the sub-domain.
 */
export async function updateSubDomainForm(
  ctx: AppContext,
  actor: Actor,
  id: number,
  readParts: () => AsyncIterable<FormPart>,
): Promise<OwnerSubDomain> {
  assertAccess(actor, await repo.findSubDomain(ctx.db, id));
  const images: ImageChanges = {};
  const fields: Record<string, unknown> = {};
  try {
    for await (const part of readParts()) {
      if (part.type === 'file') {
        if (!isBrandingImageField(part.fieldname)) {
          part.file.resume();
          continue;
        }
        images[part.fieldname] = await storeBrandingImage(ctx.storage, part.fieldname, part.file);
      } else if (isBrandingImageField(part.fieldname)) {
        if (part.value === '') images[part.fieldname] ??= null;
      } else {
        fields[part.fieldname] = formValue(part.fieldname, part.value);
      }
    }
  } catch (error) {
    await removeFiles(
      ctx.storage,
      Object.values(images).filter((key) => typeof key === 'string'),
    );
    throw error;
  }
  let patch: FieldsPatch;
  try {
    patch = parseFields(formFieldsSchema, fields);
  } catch (error) {
    await removeFiles(
      ctx.storage,
      Object.values(images).filter((key) => typeof key === 'string'),
    );
    throw error;
  }
  return applySubDomainChanges(ctx, actor, id, patch, images);
}

const formFieldsSchema = subDomainPatchSchema.omit({ logo: true, background_image: true });

/** A text field of a form as its JSON value would be (numbers, booleans, a blank colour as null). */
function formValue(field: string, value: unknown): unknown {
  if (typeof value !== 'string') return value;
  if (field === 'logo_height') return value.trim() === '' ? undefined : Number(value);
  if (field === 'show_on_search' || field === 'allow_onboarding')
    return value === 'true' ? true : value === 'false' ? false : value;
  if (field === 'header_color' && value.trim() === '') return null;
  return value;
}

/** GET owners/users/ — whom the caller may impersonate, by e-mail (none for most). */
export async function listImpersonationCandidates(
  ctx: AppContext,
  actor: Actor,
  search: string,
  window: PageWindow,
): Promise<{ count: number; results: ImpersonationCandidate[] }> {
  const scope = impersonationScope(actor);
  if (scope.kind === 'none') return { count: 0, results: [] };
  const { rows, count } = await repo.listCandidates(
    ctx.db,
    scope,
    actor.userId,
    search,
    window.limit,
    window.offset,
  );
  return { count, results: rows };
}

/** GET owners/impersonation-events/ — the audit: staff all, an owner their company's. */
export async function listImpersonationEvents(
  ctx: AppContext,
  actor: Actor,
  window: PageWindow,
): Promise<{ count: number; results: ImpersonationEvent[] }> {
  const scope = auditScope(actor);
  if (scope.kind === 'none') return { count: 0, results: [] };
  const { rows, count } = await repo.listImpersonationEvents(ctx.db, scope, window.limit, window.offset);
  return { count, results: rows.map(presentImpersonationEvent) };
}

/** POST owners/company/connect_with_stripe/ — links the company's payment account. */
export async function connectPaymentAccount(
  ctx: AppContext,
  actor: Actor,
  input: ConnectPaymentAccount,
): Promise<ConnectPaymentAccountResponse> {
  const companyId = companyOf(actor);
  if (!(await isValidConnectState(ctx.db, input.state, companyId, actor.userId)))
    throw new AppError(400, 'invalid_state', { detail: OWNER_MESSAGES.connectStateInvalid });
  let accountId: string;
  try {
    ({ accountId } = await paymentProvider(ctx).connectAccount(input.authorizationCode));
  } catch (error) {
    if (!(error instanceof PaymentDeclined)) throw error;
    throw new AppError(400, 'payment_account_refused', {
      detail: error.description ?? error.message,
      code: error.code,
    });
  }
  const record = await ctx.db.transaction(async (tx) => {
    await repo.setPaymentAccount(tx, companyId, accountId);
    return repo.findCompany(tx, companyId);
  });
  return { sub_domain: record?.subDomain ?? null };
}
