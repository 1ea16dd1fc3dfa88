import { describe, expect, it } from 'vitest';
import { analyticsPath, isIdSegment } from './analytics-path';

describe('analyticsPath', () => {
  it.each([
    ['/', '/'],
    ['/dashboard', '/dashboard'],
    ['/dashboard/', '/dashboard'],
    ['/client-detail/42/habits', '/client-detail/:id/habits'],
    ['/courses/7/lesson/19', '/courses/:id/lesson/:id'],
    ['/coach/assessments/123?x=1', '/coach/assessments/:id'],
    ['/create-the-change/12/spring-into-health', '/create-the-change/:id/spring-into-health'],
    ['/assessments/3/wheel-of-life', '/assessments/:id/wheel-of-life'],
    ['/daily-reflection/7d3e1c52-1f5e-4f7a-9c61-2b8f0f6c9a10', '/daily-reflection/:id'],
    ['/invitation/q9Xk2LmP0aZr7TbWc4Ny8eHs1UdVj6Fg', '/invitation/:id'],
    ['/reset-password/MQ-5xk2c8f9a1b3d4e5f6a7b8c9', '/reset-password/:id'],
    // A token with no digit at all is still a token: long and not made of words.
    ['/new-user/AbcDefGhiJklMnoPqrStuv', '/new-user/:id'],
    ['/sign-up/4/deadbeef01', '/sign-up/:id/:id'],
    ['/users/jane%40example.com/edit', '/users/:id/edit'],
    ['/complete-link-with-stripe?scope=read_write&code=ac_test_1&state=abc', '/complete-link-with-stripe'],
    ['/settings#notifications', '/settings'],
    ['//goals///', '/goals'],
  ])('keeps %s as %s', (path, expected) => {
    expect(analyticsPath(path)).toBe(expected);
  });

  it('leaves an already normalised path as it is', () => {
    expect(analyticsPath('/client-detail/:id/habits')).toBe('/client-detail/:id/habits');
  });
});

describe('isIdSegment', () => {
  it.each(['42', '0', 'DEADBEEF12', 'a@b.c', 'x'.repeat(8) + '1'.repeat(8), '%E0%A4%A'.repeat(3)])(
    'reads %s as an id or token',
    (segment) => {
      expect(isIdSegment(segment)).toBe(true);
    },
  );

  it.each(['', ':id', 'dashboard', 'c', 'pro', 'reflection-history', 'getting-started', 'v2', 'deadbeef'])(
    'reads %s as the name of a screen',
    (segment) => {
      expect(isIdSegment(segment)).toBe(false);
    },
  );
});
