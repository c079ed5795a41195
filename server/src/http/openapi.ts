import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import { toJsonSchema } from '@valibot/to-json-schema';
import type { FastifyInstance, FastifySchema, RouteOptions } from 'fastify';
import { API_BASE_PATH } from 'shared-sdk/constants';
import * as sharedSchemas from 'shared-sdk/schemas';
import type * as v from 'valibot';

/** The API contract (OpenAPI 3.1) and its reference page. */
export const OPENAPI_PATH = `${API_BASE_PATH}/openapi.json`;
export const API_DOCS_PATH = '/api/docs';

type Part = 'body' | 'querystring' | 'params';

/** The shared valibot schemas a handler gives to `parse`, by the part of the request they validate. */
export type HandlerInputs = Partial<Record<Part, string>>;

const PART_OF: Record<string, Part> = { body: 'body', query: 'querystring', params: 'params' };

/**
 * Reads what a route validates from the route's own code: each `parse(SomeSchema, request.body | .query | .params)`
 * in its handler names the schema. Nothing is declared twice, so the document cannot drift from what the
 * server enforces. Works on the code as it runs (tsx keeps the names; a CommonJS build writes
 * `(0, _validate.parse)(_schemas.SomeSchema, request.body)`, also read).
 */
export function inputsOfHandler(handler: unknown): HandlerInputs {
  if (typeof handler !== 'function') return {};
  const source = Function.prototype.toString.call(handler);
  const request = /^\s*(?:async\s+)?(?:function\s*[\w$]*\s*)?\(?\s*([\w$]+)/.exec(source)?.[1];
  if (!request) return {};
  const inputs: HandlerInputs = {};
  const calls = new RegExp(String.raw`\bparse\)?\(\s*(?:[\w$]+\.)?([A-Za-z_$][\w$]*)\s*,\s*${request.replace(/\$/g, '\\$')}\.(body|query|params)\b`, 'g');
  for (const [, name, part] of source.matchAll(calls)) inputs[PART_OF[part]] ??= name;
  return inputs;
}

type JsonSchema = Record<string, unknown>;
const converted = new Map<string, JsonSchema | null>();

/** A shared valibot schema as JSON Schema 2020-12 (what the client may send); null when the name is not shared. */
export function jsonSchemaOf(name: string): JsonSchema | null {
  if (!converted.has(name)) {
    const schema = (sharedSchemas as Record<string, unknown>)[name];
    const isSchema = typeof schema === 'object' && schema !== null && (schema as { kind?: unknown }).kind === 'schema';
    if (!isSchema) {
      converted.set(name, null);
    } else {
      // 'input': what a client may send, before the schema's own trims and defaults; actions JSON Schema cannot
      // say (custom checks, transforms) are left out rather than failing the document.
      const { $schema: _dialect, ...json } = toJsonSchema(schema as v.GenericSchema, { target: 'draft-2020-12', typeMode: 'input', errorMode: 'ignore' });
      converted.set(name, { ...json, title: name });
    }
  }
  return converted.get(name) ?? null;
}

/** Uploads read from multipart parts in code the handler calls, so not seen in the handler itself. */
const MULTIPART_ROUTES: Record<string, { fields?: string; description: string }> = {
  [`POST ${API_BASE_PATH}/phone-lists/preview`]: { description: 'An .xlsx or .xls file (≤ 10 MB) in the part `file`.' },
  [`POST ${API_BASE_PATH}/phone-lists/import`]: {
    fields: 'PhoneImportFieldsSchema',
    description: 'An .xlsx or .xls file (≤ 10 MB) in the part `file`, the other fields as text parts.',
  },
  [`POST ${API_BASE_PATH}/do-not-contact/import`]: { description: 'An .xlsx or .xls file (≤ 10 MB) whose column A holds phone numbers, in the part `file`.' },
};
export const multipartRoutes = Object.keys(MULTIPART_ROUTES);

const SUCCESS = {
  description: 'Success: `{ success: true, data }`.',
  type: 'object',
  properties: { success: { type: 'boolean', const: true }, data: {} },
  required: ['success'],
};
const FAILURE = {
  description: "Failure: `{ success: false, error }`, the error in Vietnamese; a 400 from validation adds `fieldErrors` (the first message per field).",
  type: 'object',
  properties: {
    success: { type: 'boolean', const: false },
    error: { type: 'string' },
    fieldErrors: { type: 'object', additionalProperties: { type: 'string' } },
    data: {},
  },
  required: ['success', 'error'],
};

/** Answers whose `data` has a shared schema, documented from it (the route's tests check its answers against it). */
const RESPONSE_DATA: Record<string, string> = {
  [`GET ${API_BASE_PATH}/accounts`]: 'AccountListSchema',
  [`GET ${API_BASE_PATH}/reports/summary`]: 'ReportSummaryDataSchema',
  [`GET ${API_BASE_PATH}/reports/daily`]: 'ReportDailyDataSchema',
  [`GET ${API_BASE_PATH}/reports/by-account`]: 'ReportByAccountDataSchema',
  [`GET ${API_BASE_PATH}/reports/by-job`]: 'ReportByJobDataSchema',
  [`GET ${API_BASE_PATH}/reports/heatmap`]: 'ReportHeatmapDataSchema',
};

/** The documentation of one route: tag, the shared schemas its handler parses, the envelope. Never used to validate. */
export function documentationOf(method: string, url: string, handler: unknown): FastifySchema {
  const inputs = inputsOfHandler(handler);
  const dataName = RESPONSE_DATA[`${method} ${url}`];
  const data = dataName ? jsonSchemaOf(dataName) : null;
  const success = data ? { ...SUCCESS, properties: { ...SUCCESS.properties, data }, required: ['success', 'data'] } : SUCCESS;
  const schema: FastifySchema & Record<string, unknown> = {
    tags: [url.slice(API_BASE_PATH.length + 1).split('/')[0] || 'api'],
    response: { 200: success, default: FAILURE },
  };
  for (const part of ['body', 'querystring', 'params'] as const) {
    const name = inputs[part];
    const json = name ? jsonSchemaOf(name) : null;
    if (json) schema[part] = json;
  }
  const upload = MULTIPART_ROUTES[`${method} ${url}`];
  if (upload) {
    const fields = upload.fields ? jsonSchemaOf(upload.fields) : null;
    const properties = (fields?.properties as JsonSchema | undefined) ?? {};
    schema.consumes = ['multipart/form-data'];
    schema.description = upload.description;
    schema.body = {
      type: 'object',
      properties: { file: { type: 'string', format: 'binary' }, ...properties },
      required: ['file', ...((fields?.required as string[] | undefined) ?? [])],
    };
  }
  return schema;
}

const methodsOf = (route: RouteOptions) => (Array.isArray(route.method) ? route.method : [route.method]);

export interface ApiDocsOptions {
  /** Whether a route takes an API key (modules/api-keys); those that do are documented with the key's schemes. */
  takesApiKey?: (method: string, url: string) => boolean;
}

/** How a request proves who makes it: a person's access token, or an API key (in either header). */
export const SECURITY_SCHEMES = {
  bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT', description: 'A signed-in person: the access token of `POST /api/v1/auth/login`.' },
  apiKeyBearer: { type: 'http', scheme: 'bearer', bearerFormat: 'zmk_…', description: 'An API key (`zmk_…`, made on the Tích hợp page) as a bearer token.' },
  apiKey: { type: 'apiKey', in: 'header', name: 'X-API-Key', description: 'An API key (`zmk_…`) in the X-API-Key header.' },
} as const;
type Security = Array<Record<string, string[]>>;
const PERSON_ONLY: Security = [{ bearerAuth: [] }];
const PERSON_OR_KEY: Security = [{ bearerAuth: [] }, { apiKeyBearer: [] }, { apiKey: [] }];

/**
 * The OpenAPI document of every /api/v1 route at `OPENAPI_PATH` and a reference page (Swagger UI) at
 * `API_DOCS_PATH`. The routes' schemas exist only in the document (@fastify/swagger's transform): no route
 * gets a Fastify schema, so requests are still validated by the shared valibot schemas alone. Register before
 * the routes, so each one is seen.
 */
export async function registerApiDocs(app: FastifyInstance, options: ApiDocsOptions = {}): Promise<void> {
  const takesApiKey = options.takesApiKey ?? (() => false);
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Zalo Manager API',
        version: API_BASE_PATH.split('/').pop() ?? 'v1',
        description: [
          'The HTTP API of Zalo Manager, generated from the server itself: the routes from its route table, the request',
          'schemas from the shared valibot schemas (shared-sdk) the server validates with. Every answer is the envelope',
          '`{ success, data, error }`; errors are in Vietnamese. A signed-in route wants `Authorization: Bearer <accessToken>`',
          '(from `POST /api/v1/auth/login` or `/auth/register`, renewed by `POST /api/v1/auth/refresh` with the httpOnly',
          'refresh cookie) and answers 401 without it. An API key (`zmk_…`, made by an owner or admin on the Tích hợp page)',
          'calls the routes whose security lists `apiKeyBearer` and `apiKey`, as `Authorization: Bearer zmk_…` or',
          '`X-API-Key: zmk_…`: a read-only key only GET, a key limited to some Zalo accounts only those; the other routes',
          '(sessions, team, billing, keys, webhooks, audit log) answer it 403.',
        ].join(' '),
      },
      components: { securitySchemes: SECURITY_SCHEMES },
      security: PERSON_ONLY,
    },
    transform: ({ schema, url, route }) => {
      if (!url.startsWith(`${API_BASE_PATH}/`)) return { schema: { ...schema, hide: true }, url };
      if (url === OPENAPI_PATH) return { schema: { ...schema, response: { 200: { description: 'This document.', type: 'object' } } }, url };
      const method = methodsOf(route)[0];
      const security = takesApiKey(method, url) ? PERSON_OR_KEY : PERSON_ONLY;
      return { schema: { ...documentationOf(method, url, route.handler), security, ...schema }, url };
    },
  });
  app.get(OPENAPI_PATH, { schema: { tags: ['api'], summary: 'This document (OpenAPI 3.1)' } }, async () => app.swagger());
  await app.register(fastifySwaggerUi, {
    routePrefix: API_DOCS_PATH,
    // No badge from validator.swagger.io: the page talks to this server only.
    validatorUrl: false,
    uiConfig: { deepLinking: true, docExpansion: 'list', defaultModelsExpandDepth: 0 },
  });
}
