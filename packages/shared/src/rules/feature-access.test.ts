import { describe, expect, it } from 'vitest';
import { canOpenClientRoute, canOpenCoachRoute, grantsFeature } from './feature-access';

const features = (over: Partial<Parameters<typeof canOpenCoachRoute>[0]> = {}) => ({
  client_features: [],
  coach_features: [],
  exclude: [],
  home: 'dashboard',
  ...over,
});

describe('grantsFeature', () => {
  it('grants a listed name', () => expect(grantsFeature(['goals'], [], 'goals')).toBe(true));
  it('refuses an unlisted name', () => expect(grantsFeature(['goals'], [], 'journal')).toBe(false));
  it("grants anything with 'all'", () => expect(grantsFeature(['all'], [], 'journal')).toBe(true));
  it("lets exclude win over 'all'", () => expect(grantsFeature(['all'], ['journal'], 'journal')).toBe(false));
});

describe('route access', () => {
  it('reads coach_features for coach routes only', () => {
    const f = features({ coach_features: ['dashboard'], client_features: ['all'] });
    expect(canOpenCoachRoute(f, 'dashboard')).toBe(true);
    expect(canOpenCoachRoute(f, 'cohortDetail')).toBe(false);
    expect(canOpenClientRoute(f, 'messages')).toBe(true);
  });
  it('applies the exclude list to client routes', () => {
    expect(
      canOpenClientRoute(features({ client_features: ['all'], exclude: ['messages'] }), 'messages'),
    ).toBe(false);
  });
});
