import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeader, buildOwner } from '../test/factories';
import { createTestApp, type TestApp } from '../test/test-app';
import { fieldWithNullCharacter, NULL_CHARACTERS_MESSAGE } from './null-characters';

describe('fieldWithNullCharacter', () => {
  it('names the top-level field that carries a NUL, however deep', () => {
    expect(fieldWithNullCharacter({ name: 'ok', notes: 'a\u0000b' })).toBe('notes');
    expect(fieldWithNullCharacter({ answers: [{ text: 'fine' }, { text: '\u0000' }] })).toBe('answers');
    expect(fieldWithNullCharacter({ ['bad\u0000key']: 1 })).toBe('bad\u0000key');
    expect(fieldWithNullCharacter(['\u0000'])).toBe('non_field_errors');
    expect(fieldWithNullCharacter('\u0000')).toBe('non_field_errors');
  });

  it('finds nothing in clean input', () => {
    expect(fieldWithNullCharacter({ name: 'ok', list: [1, 'two', { three: null }] })).toBeUndefined();
    expect(fieldWithNullCharacter(undefined)).toBeUndefined();
  });
});

describe('requests with NUL characters', () => {
  let t: TestApp;
  let auth: string;
  beforeAll(async () => {
    t = await createTestApp();
    const { owner } = await buildOwner(t.db);
    auth = await authHeader(t.app, owner.email);
  });
  afterAll(() => t.close());

  it('are refused on the field, keeping nothing', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/coaches/cohorts/',
      headers: { authorization: auth },
      payload: { name: 'Morning\u0000group' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ name: [NULL_CHARACTERS_MESSAGE] });
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/coaches/cohorts/',
      headers: { authorization: auth },
    });
    expect(list.json().count).toBe(0);
  });

  it('name nothing in a path', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/sub-domains/%00/' });
    expect(response.statusCode).toBe(404);
  });
});
