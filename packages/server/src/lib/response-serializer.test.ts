import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { responseSerializerCompiler } from './response-serializer';

const compile = (schema: z.ZodType) =>
  responseSerializerCompiler({ schema, method: 'GET', url: '/api/x/', httpStatus: '200' });

const person = z.object({
  id: z.number().int(),
  name: z.string(),
  image: z.string().nullable(),
  last_login: z.iso.datetime({ offset: true }).nullable(),
  tags: z.array(z.object({ id: z.number().int(), label: z.string() })),
});

describe('the response serializer', () => {
  it('writes the schema’s properties and nothing else a presenter returned', () => {
    const write = compile(person);
    const text = write({
      id: 7,
      name: 'Ada',
      image: null,
      last_login: '2026-11-27T08:00:00.000Z',
      tags: [{ id: 1, label: 'focus', secret: 'x' }],
      password_hash: '$argon2id$…',
    });
    expect(JSON.parse(text)).toEqual({
      id: 7,
      name: 'Ada',
      image: null,
      last_login: '2026-11-27T08:00:00.000Z',
      tags: [{ id: 1, label: 'focus' }],
    });
    expect(text).not.toContain('argon2');
  });

  it('refuses an answer missing a required property instead of sending it short', () => {
    const write = compile(person);
    expect(() => write({ id: 7, image: null, last_login: null, tags: [] })).toThrow();
  });

  it('writes pages and maps as their schemas say', () => {
    const page = z.object({
      count: z.number().int(),
      next: z.string().nullable(),
      results: z.array(person),
      by_day: z.record(z.string(), z.number()),
    });
    const value = { count: 0, next: null, results: [], by_day: { '2026-11-27': 3 } };
    expect(JSON.parse(compile(page)(value))).toEqual(value);
  });

  it('keeps zod’s serializer for a schema JSON Schema cannot express, stripping as before', () => {
    const dated = z.object({ at: z.date() });
    const at = new Date('2026-11-27T08:00:00.000Z');
    expect(JSON.parse(compile(dated)({ at, extra: 1 }))).toEqual({ at: '2026-11-27T08:00:00.000Z' });
  });
});
