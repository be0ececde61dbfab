import { applyDecorators } from '@nestjs/common';
import { ApiBody, ApiHeader, ApiQuery, ApiResponse, type ApiResponseCommonMetadata, type ReferenceObject, type SchemaObject } from '@nestjs/swagger';
import { answerComponents, bodyComponents, type AnswerComponent, type BodyComponent } from '@petshop/contract';
import { z } from 'zod';

type HeadersObject = NonNullable<ApiResponseCommonMetadata['headers']>;

type Schema = SchemaObject | ReferenceObject;
type JsonSchema = z.core.JSONSchema.BaseSchema;

const COMPONENTS = '#/components/schemas/';

/**
 * The contract's shapes as the OpenAPI document's components, converted from @petshop/contract's
 * zod schemas, so the document cannot drift from what the API validates and answers. Answers are
 * converted as the API writes them, bodies as a client sends them (before defaults and transforms).
 */
export function contractComponents(): Record<string, Schema> {
  return { ...componentsOf(answerComponents, 'output'), ...componentsOf(bodyComponents, 'input') };
}

function componentsOf(shapes: Record<string, z.ZodType>, io: 'input' | 'output'): Record<string, Schema> {
  const registry = z.registry<{ id: string }>();
  for (const [id, schema] of Object.entries(shapes)) registry.add(schema, { id });
  // One registry per side: a shape used inside another becomes a $ref to its component.
  const { schemas } = z.toJSONSchema(registry, { target: 'openapi-3.0', io, uri: (id) => `${COMPONENTS}${id}`, override: withoutNoise });
  return Object.fromEntries(Object.entries(schemas).map(([id, { $id: _id, ...schema }]) => [id, schema as Schema]));
}

/** Drops what zod writes for its own checks and a reader does not need: the safe-integer bounds of `.int()`, ISO patterns beside `format`. */
function withoutNoise({ jsonSchema }: { jsonSchema: JsonSchema }): void {
  if (jsonSchema.minimum === Number.MIN_SAFE_INTEGER) delete jsonSchema.minimum;
  if (jsonSchema.maximum === Number.MAX_SAFE_INTEGER) delete jsonSchema.maximum;
  if (jsonSchema.format === 'date-time') delete jsonSchema.pattern;
}

export const ref = (name: AnswerComponent): ReferenceObject => ({ $ref: `${COMPONENTS}${name}` });
export const listOf = (name: AnswerComponent): SchemaObject => ({ type: 'array', items: ref(name) });

/** An answer in the contract's envelope: `status`, a `message` when the route gives one, and the payload's keys. */
export function ApiAnswer(
  payload: Record<string, Schema>,
  { status = 200, message = false, headers }: { status?: number; message?: boolean; headers?: HeadersObject } = {},
) {
  const properties: Record<string, Schema> = { status: { type: 'boolean', enum: [true] }, ...(message ? { message: { type: 'string' } } : {}), ...payload };
  return ApiResponse({ status, schema: { type: 'object', required: Object.keys(properties), properties }, ...(headers ? { headers } : {}) });
}

/** The headers of a public, cacheable answer (sendReady): with ApiAnswer's `headers`, and ApiPublicCaching's 304. */
export const PUBLIC_CACHING_HEADERS: HeadersObject = {
  ETag: { description: 'Strong; a hash of the answer, one per Content-Encoding', schema: { type: 'string' } },
  'Cache-Control': { description: 'public, max-age (short) and stale-while-revalidate', schema: { type: 'string' } },
  Vary: { description: 'Accept-Encoding', schema: { type: 'string' } },
  'Content-Encoding': { description: 'br or gzip, as Accept-Encoding asks, for an answer of 1 KB or more', schema: { type: 'string' } },
};

/** A public answer that a client may keep a short while and revalidate: If-None-Match, and its 304. */
export function ApiPublicCaching() {
  return applyDecorators(
    ApiHeader({ name: 'If-None-Match', required: false, description: 'The ETag of an answer the client holds: 304 with no body while it is current' }),
    ApiResponse({
      status: 304,
      description: 'Not modified: the answer the client holds is current',
      headers: { ETag: PUBLIC_CACHING_HEADERS.ETag!, 'Cache-Control': PUBLIC_CACHING_HEADERS['Cache-Control']! },
    }),
  );
}

/** The request body a route validates, as its contract component. */
export const ApiContractBody = (name: BodyComponent) => ApiBody({ schema: { $ref: `${COMPONENTS}${name}` } });

/** Each parameter of the zod schema a route validates its query with (an object, or one transformed after it is read). */
export function ApiContractQuery(schema: z.ZodType) {
  const json = z.toJSONSchema(schema, { target: 'openapi-3.0', io: 'input', unrepresentable: 'any', override: withoutNoise });
  const required = new Set(json.required ?? []);
  return applyDecorators(
    ...Object.entries(json.properties ?? {}).map(([name, property]) => {
      // A parameter's description is the parameter's own in OpenAPI, where Swagger UI shows it.
      const { description, ...schema } = property as SchemaObject;
      return ApiQuery({ name, required: required.has(name), schema, ...(description ? { description } : {}) });
    }),
  );
}
