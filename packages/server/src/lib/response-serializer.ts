import fastJson from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify/types/schema';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

/**
 * Answers are written by fast-json-stringify, compiled once per route from the JSON Schema of its
 * zod response schema, instead of by fastify-type-provider-zod's serializer, which encodes every
 * answer through zod and then runs JSON.stringify: a page of 200 results went through zod's
 * parser row by row (docs/performance.md). What stays: only the schema's properties are written
 * (anything else a presenter returned is left out, as zod's strip did), and a required property
 * that is missing, or a value that cannot become its type, fails the answer (a 500). What zod
 * checked and this does not: a value is converted to its property's type where it can be ('5'
 * to 5), and enum members, formats and refinements are not checked on the way out; server tests
 * that parse answers with the shared schemas are where such a slip shows. A schema JSON
 * Schema cannot express (a date object, a transform) keeps zod's serializer.
 */
export const responseSerializerCompiler: FastifySerializerCompiler<z.ZodType> = (route) => {
  const schema = route.schema instanceof z.ZodType ? route.schema : undefined;
  if (!schema) return zodSerializerCompiler(route as never);
  try {
    const jsonSchema = z.toJSONSchema(schema, { target: 'draft-7', io: 'output', unrepresentable: 'throw' });
    return fastJson(jsonSchema as Parameters<typeof fastJson>[0]) as (data: unknown) => string;
  } catch {
    return zodSerializerCompiler(route as never);
  }
};
