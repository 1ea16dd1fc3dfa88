import type { FastifyInstance } from 'fastify';
import { MAX_INTEGER } from '@tandem/shared';

/**
 * Every operation of the app's OpenAPI document as [path, method, operation]: what the fuzzing
 * and the authorization matrix walk, so a route is covered the day it is written. Call after
 * `app.ready()`.
 */
export function operationsOf<Operation>(app: FastifyInstance): Array<[string, string, Operation]> {
  const document = app.swagger() as unknown as { paths: Record<string, Record<string, Operation>> };
  return Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods)
      .filter(([method]) => ['get', 'post', 'put', 'patch', 'delete'].includes(method))
      .map(([method, operation]) => [path, method, operation] as [string, string, Operation]),
  );
}

/** An id no test database reaches. */
export const NONEXISTENT_ID = 987_654_321;

/** The part of a JSON schema (as the OpenAPI document writes zod's) that the tests read. */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  minLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  minItems?: number;
  default?: unknown;
}

/** A value the schema accepts: required properties only, the smallest that passes. */
export function exampleOf(schema: JsonSchema | undefined): unknown {
  if (!schema) return {};
  if (schema.const !== undefined) return schema.const;
  if (schema.enum) return schema.enum[0];
  const choices = schema.anyOf ?? schema.oneOf;
  if (choices) return exampleOf(choices.find((choice) => choice.type !== 'null') ?? choices[0]);
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  switch (type) {
    case 'object':
      return Object.fromEntries(
        (schema.required ?? []).map((name) => [name, exampleOf(schema.properties?.[name])]),
      );
    case 'array':
      return Array.from({ length: schema.minItems ?? 0 }, () => exampleOf(schema.items));
    case 'integer':
    case 'number':
      // An id (1 to the integer column's end) names nothing, as the tests' paths do: id 1 is a
      // real row in every table (the platform's default pulse survey), which would answer as such.
      if (schema.minimum === 1 && schema.maximum === MAX_INTEGER) return NONEXISTENT_ID;
      return Math.max(schema.minimum ?? 1, (schema.exclusiveMinimum ?? 0) + 1);
    case 'boolean':
      return false;
    case 'string':
      if (schema.format === 'email') return 'matrix@example.com';
      if (schema.format === 'date') return '2026-01-15';
      if (schema.format === 'date-time') return '2026-01-15T10:00:00.000Z';
      if (schema.format === 'uuid') return '7d3e1c52-1f5e-4f7a-9c61-2b8f0f6c9a10';
      if (schema.format === 'uri') return 'https://example.com/';
      return 'm'.repeat(Math.max(1, schema.minLength ?? 1));
    default:
      return schema.default ?? {};
  }
}

/** Whether the schema takes a number (alone or as one of its choices, as `.nullable()` writes). */
export function takesNumber(schema: JsonSchema | undefined): boolean {
  if (!schema || schema.enum || schema.const !== undefined) return false;
  const types = Array.isArray(schema.type) ? schema.type : [schema.type];
  if (types.includes('integer') || types.includes('number')) return true;
  return (schema.anyOf ?? schema.oneOf ?? []).some(takesNumber);
}
