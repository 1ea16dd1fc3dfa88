import { describe, expect, it } from 'vitest';
import type { Actor } from '../../lib/auth';
import { buildActor } from '../../test/actors';
import { canEditCatalogItem, canUseCatalogItem, isManaged } from './catalog.policy';
import { isCoach } from '../../lib/policy';

const coach = (overrides: Partial<Actor> = {}) => buildActor({ isCoach: true, ...overrides });

describe('catalog policy', () => {
  it('lets only coaches browse the catalog', () => {
    expect(isCoach(coach())).toBe(true);
    expect(isCoach(coach({ isCoach: false }))).toBe(false);
    expect(isCoach(coach({ isCoach: false, isStaff: true }))).toBe(false);
  });

  it('calls an item managed only when a company, not a coach, owns it', () => {
    expect(isManaged({ ownerId: null, companyId: 10 })).toBe(true);
    expect(isManaged({ ownerId: 1, companyId: 10 })).toBe(false);
    expect(isManaged({ ownerId: null, companyId: null })).toBe(false);
  });

  it("lets a coach use their own and their company's managed items, nobody else's", () => {
    expect(canUseCatalogItem(coach(), { ownerId: 1, companyId: 10 })).toBe(true);
    expect(canUseCatalogItem(coach(), { ownerId: 1, companyId: null })).toBe(true);
    expect(canUseCatalogItem(coach(), { ownerId: null, companyId: 10 })).toBe(true);
    expect(canUseCatalogItem(coach(), { ownerId: 2, companyId: 10 })).toBe(false);
    expect(canUseCatalogItem(coach(), { ownerId: null, companyId: 11 })).toBe(false);
    expect(canUseCatalogItem(coach(), { ownerId: null, companyId: null })).toBe(false);
  });

  it('never matches an orphaned item to a coach without a company', () => {
    expect(canUseCatalogItem(coach({ companyId: null }), { ownerId: null, companyId: null })).toBe(false);
    expect(canUseCatalogItem(coach({ companyId: null }), { ownerId: null, companyId: 10 })).toBe(false);
  });

  it('refuses a former coach their own old items', () => {
    expect(canUseCatalogItem(coach({ isCoach: false }), { ownerId: 1, companyId: 10 })).toBe(false);
    expect(canEditCatalogItem(coach({ isCoach: false }), { ownerId: 1, companyId: 10 })).toBe(false);
  });

  it('lets only the owning coach edit; managed items are read-only', () => {
    expect(canEditCatalogItem(coach(), { ownerId: 1, companyId: 10 })).toBe(true);
    expect(canEditCatalogItem(coach(), { ownerId: null, companyId: 10 })).toBe(false);
    expect(canEditCatalogItem(coach({ ownedCompanyId: 10 }), { ownerId: null, companyId: 10 })).toBe(false);
    expect(canEditCatalogItem(coach(), { ownerId: 2, companyId: 10 })).toBe(false);
  });
});
