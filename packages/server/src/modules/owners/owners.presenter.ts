import type { ImpersonationEvent, OwnerCoach, OwnerCompany, OwnerSubDomain, PersonRef } from '@tandem/shared';
import type { Actor } from '../../lib/auth';
import { mayUpdateSubDomain } from './owners.policy';
import type * as repo from './owners.repo';

type CompanyRecord = NonNullable<Awaited<ReturnType<typeof repo.findCompany>>>;

/** `canTakePayments`: the payments module's rule (companyCanTakePayments), shown as the spec's flag. */
export function presentCompany(
  record: CompanyRecord,
  connectUrl: string | null,
  canTakePayments: boolean,
): OwnerCompany {
  const { company } = record;
  return {
    id: company.id,
    name: company.name,
    allow_paid_subscriptions: canTakePayments,
    payment_account_connected: company.paymentAccountId !== null,
    connect_url: connectUrl,
    sub_domain: record.subDomain,
    coaching_associate: record.searchable ?? false,
    owner: record.owner?.id ? (record.owner as PersonRef) : null,
  };
}

export function presentCoach(row: Awaited<ReturnType<typeof repo.listCoaches>>['rows'][number]): OwnerCoach {
  return {
    id: row.id,
    email: row.email,
    first_name: row.first_name,
    last_name: row.last_name,
    image: row.image,
    last_login: row.lastLogin?.toISOString() ?? null,
    plan: row.plan,
    is_owner: row.isOwner,
    client_count: row.clientCount,
  };
}

export function presentSubDomain(actor: Actor, row: repo.SubDomainRow): OwnerSubDomain {
  return {
    id: row.id,
    sub_domain: row.subDomain,
    owner: row.ownerId,
    header_color: row.headerColor,
    logo: row.logo,
    logo_height: row.logoHeight,
    background_image: row.backgroundImage,
    show_on_search: row.showOnSearch,
    allow_onboarding: row.allowOnboarding,
    abilities: { update: mayUpdateSubDomain(actor, row) },
  };
}

const personOf = (
  id: number | null,
  email: string | null,
  firstName: string | null,
  lastName: string | null,
): PersonRef | null =>
  id === null ? null : { id, email: email ?? '', first_name: firstName ?? '', last_name: lastName ?? '' };

export function presentImpersonationEvent(row: repo.ImpersonationEventRow): ImpersonationEvent {
  return {
    id: row.id,
    action: row.action as ImpersonationEvent['action'],
    occurred_at: row.occurredAt.toISOString(),
    actor: personOf(row.actorId, row.actorEmail, row.actorFirstName, row.actorLastName),
    subject: personOf(row.subjectId, row.subjectEmail, row.subjectFirstName, row.subjectLastName),
  };
}
