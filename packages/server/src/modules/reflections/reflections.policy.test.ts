import { describe, expect, it } from 'vitest';
import { PULSE_MESSAGES } from '@tandem/shared';
import { buildActor } from '../../test/actors';
import {
  ANSWERED_TWICE,
  KPI_GIVEN_TWICE,
  kpiLimitReached,
  mayReflect,
  mayUseKpis,
  ownsKpi,
  ownsReflection,
  reflectionSaveErrors,
  type ReflectionFlags,
} from './reflections.policy';

const flags = (overrides: Partial<ReflectionFlags> = {}): ReflectionFlags => ({
  allowSelfReflect: false,
  allowGoals: false,
  allowProgress: false,
  ...overrides,
});

describe('mayReflect', () => {
  it('needs a client profile that allows self reflection', () => {
    expect(mayReflect(flags({ allowSelfReflect: true }))).toBe(true);
    expect(mayReflect(flags({ allowGoals: true, allowProgress: true }))).toBe(false);
    expect(mayReflect(null)).toBe(false);
  });
});

describe('mayUseKpis', () => {
  it('opens KPIs with goals, self reflection or progress', () => {
    expect(mayUseKpis(flags({ allowGoals: true }))).toBe(true);
    expect(mayUseKpis(flags({ allowSelfReflect: true }))).toBe(true);
    expect(mayUseKpis(flags({ allowProgress: true }))).toBe(true);
    expect(mayUseKpis(flags())).toBe(false);
    expect(mayUseKpis(null)).toBe(false);
  });
});

describe('ownership', () => {
  it('gives a reflection or a KPI to its client only', () => {
    const actor = buildActor({ userId: 7 });
    expect(ownsReflection(actor, { userId: 7 })).toBe(true);
    expect(ownsReflection(actor, { userId: 8 })).toBe(false);
    expect(ownsKpi(actor, { userId: 7 })).toBe(true);
    expect(ownsKpi(buildActor({ userId: 8, isCoach: true }), { userId: 7 })).toBe(false);
  });
});

describe('kpiLimitReached', () => {
  it('allows a 20th KPI but not a 21st', () => {
    expect(kpiLimitReached(19)).toBe(false);
    expect(kpiLimitReached(20)).toBe(true);
  });
});

describe('reflectionSaveErrors', () => {
  const asks = {
    answerIds: [1, 2],
    kpis: [
      { id: 10, survey: true },
      { id: 11, survey: false },
    ],
  };
  const complete = { answers: [{ id: 1 }, { id: 2 }], kpi_results: [{ kpi: 10 }] };
  const fill = { non_field_errors: [PULSE_MESSAGES.fillEverything] };

  it('accepts every statement and every asked KPI, with or without the KPIs not asked', () => {
    expect(reflectionSaveErrors(asks, complete)).toBeNull();
    expect(reflectionSaveErrors(asks, { ...complete, kpi_results: [{ kpi: 10 }, { kpi: 11 }] })).toBeNull();
    expect(reflectionSaveErrors({ answerIds: [], kpis: [] }, { answers: [], kpi_results: [] })).toBeNull();
  });

  it('asks to fill everything when a statement or an asked KPI is missing', () => {
    expect(reflectionSaveErrors(asks, { ...complete, answers: [{ id: 1 }] })).toEqual(fill);
    expect(reflectionSaveErrors(asks, { ...complete, kpi_results: [{ kpi: 11 }] })).toEqual(fill);
  });

  it('names answers and KPIs that are not the reflection’s or the client’s, before anything else', () => {
    expect(
      reflectionSaveErrors(asks, { answers: [{ id: 99 }], kpi_results: [{ kpi: 50 }, { kpi: 50 }] }),
    ).toEqual({
      answers: [PULSE_MESSAGES.unknownAnswer],
      kpi_results: ['Invalid pk "50" - object does not exist.'],
    });
  });

  it('refuses a statement or a KPI given twice', () => {
    expect(reflectionSaveErrors(asks, { ...complete, answers: [{ id: 1 }, { id: 2 }, { id: 1 }] })).toEqual({
      answers: [ANSWERED_TWICE],
    });
    expect(reflectionSaveErrors(asks, { ...complete, kpi_results: [{ kpi: 10 }, { kpi: 10 }] })).toEqual({
      kpi_results: [KPI_GIVEN_TWICE],
    });
  });
});
