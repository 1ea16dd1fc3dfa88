import type { FastifyInstance } from 'fastify';
import { fieldErrors, notFound } from './errors';

/**
 * PostgreSQL's text cannot hold the NUL character (U+0000): a string carrying one would fail at
 * the database as a server error. Like Django REST framework, we refuse it up front with the same
 * words, on the field that carries it; in a path it cannot name anything, so the answer is 404.
 */
export const NULL_CHARACTERS_MESSAGE = 'Null characters are not allowed.';

/** The first top-level field (or `non_field_errors`) under which a NUL character hides, if any. */
export function fieldWithNullCharacter(
  value: unknown,
  field = 'non_field_errors',
  depth = 0,
): string | undefined {
  if (typeof value === 'string') return value.includes('\u0000') ? field : undefined;
  if (depth > 64 || value === null || typeof value !== 'object') return undefined;
  for (const [key, item] of Object.entries(value)) {
    const name = depth === 0 && !Array.isArray(value) ? key : field;
    if (key.includes('\u0000')) return name;
    const found = fieldWithNullCharacter(item, name, depth + 1);
    if (found) return found;
  }
  return undefined;
}

/** Refuses NUL characters in path parameters (404), query strings and bodies (400). */
export function refuseNullCharacters(app: FastifyInstance): void {
  app.addHook('preValidation', (request, _reply, done) => {
    if (fieldWithNullCharacter(request.params)) return done(notFound());
    const field = fieldWithNullCharacter(request.query) ?? fieldWithNullCharacter(request.body);
    done(field ? fieldErrors({ [field]: [NULL_CHARACTERS_MESSAGE] }) : undefined);
  });
}
