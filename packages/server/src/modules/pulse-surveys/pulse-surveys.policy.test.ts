import { describe, expect, it } from 'vitest';
import type { Actor } from '../../lib/auth';
import { buildActor } from '../../test/actors';
import {
  canEditPulseSurvey,
  canOnPulseSurvey,
  canUsePulseSurvey,
  keepsSelfReflect,
  pulseSurveyAccess,
  surveyInUse,
} from './pulse-surveys.policy';

const coach = (overrides: Partial<Actor> = {}) => buildActor({ isCoach: true, ...overrides });
const survey = { isDefault: false, deleted: false };
const own = { ...survey, ownerId: 1, companyId: 10 };
const managed = { ...survey, ownerId: null, companyId: 10 };
const colleagues = { ...survey, ownerId: 2, companyId: 10 };
const otherCompanys = { ...survey, ownerId: null, companyId: 11 };
const platformDefault = { ownerId: null, companyId: null, isDefault: true, deleted: false };
/** A deleted coach's survey: the owner is set null, like the default's, but it is nobody's. */
const orphaned = { ...survey, ownerId: null, companyId: null };

describe('pulse surveys policy', () => {
  it('lets a coach read, change and delete their own survey', () => {
    for (const action of ['read', 'update', 'delete'] as const)
      expect(canOnPulseSurvey(coach(), action, own)).toBe(true);
    expect(pulseSurveyAccess(coach(), 'delete', own)).toBe('allowed');
  });

  it("lets a coach use their company's managed surveys and the default one, read-only", () => {
    for (const item of [managed, platformDefault]) {
      expect(canUsePulseSurvey(coach(), item)).toBe(true);
      expect(canEditPulseSurvey(coach(), item)).toBe(false);
      expect(pulseSurveyAccess(coach(), 'read', item)).toBe('allowed');
      expect(pulseSurveyAccess(coach(), 'update', item)).toBe('forbidden');
      expect(pulseSurveyAccess(coach(), 'delete', item)).toBe('forbidden');
    }
    // Owning the company does not make its managed surveys editable through the coach tools.
    expect(canEditPulseSurvey(coach({ ownedCompanyId: 10 }), managed)).toBe(false);
  });

  it('offers the default survey to a coach without a company too', () => {
    expect(canUsePulseSurvey(coach({ companyId: null }), platformDefault)).toBe(true);
  });

  it('never lets anyone change the default survey, even one who somehow owns it', () => {
    expect(canEditPulseSurvey(coach(), { ...platformDefault, ownerId: 1 })).toBe(false);
  });

  it("hides a colleague's, another company's, an orphaned and a deleted survey", () => {
    for (const item of [colleagues, otherCompanys, orphaned, { ...own, deleted: true }]) {
      expect(canUsePulseSurvey(coach(), item)).toBe(false);
      expect(pulseSurveyAccess(coach(), 'read', item)).toBe('not_found');
      expect(pulseSurveyAccess(coach(), 'update', item)).toBe('not_found');
    }
    expect(canUsePulseSurvey(coach({ companyId: null }), orphaned)).toBe(false);
    expect(canUsePulseSurvey(coach(), { ...platformDefault, deleted: true })).toBe(false);
    expect(pulseSurveyAccess(coach(), 'read', undefined)).toBe('not_found');
  });

  it('gives nothing to someone without a coach licence, not even the default survey', () => {
    const client = coach({ isCoach: false });
    for (const item of [own, managed, platformDefault]) {
      expect(canUsePulseSurvey(client, item)).toBe(false);
      expect(canEditPulseSurvey(client, item)).toBe(false);
    }
  });

  it('counts a survey in use while a live habit program gives it', () => {
    expect(surveyInUse(0)).toBe(false);
    expect(surveyInUse(1)).toBe(true);
  });

  it('keeps self reflection on only for clients whose home page is the reflection', () => {
    expect(keepsSelfReflect('self_reflect')).toBe(true);
    expect(keepsSelfReflect('goals')).toBe(false);
    expect(keepsSelfReflect('daily_exercises')).toBe(false);
  });
});
