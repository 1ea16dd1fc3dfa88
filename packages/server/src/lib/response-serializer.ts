import fastJson from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify/types/schema';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

/**
 * Answers are written by fast-json-stringify, compiled once per route from the JSON Schema of its
 * zod response schema, instead of by fastify-type-provider-zod's serializer, which encodes every
 * answer through zod and then runs JSON.stringify: a page of 200 results went through zod's
 * parser row by row (docs/performance.md). The contract is the same: only the schema's
 * properties are written (anything else a presenter returned is left out, as zod's strip did),
 * and a required property that is missing fails the answer (a 500) rather than sending it
 * short. A schema JSON Schema cannot say (a transform, a custom check) keeps zod's serializer.
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
