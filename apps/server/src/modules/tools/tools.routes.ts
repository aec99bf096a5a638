import {
  apiPaths,
  type GeneratedSchema,
  generatedSchemaSchema,
  generateSchemaSchema,
  toolSchema,
  toolViewSchema,
} from '@frontdesk/contracts';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ModelRegistry } from '../../operator/models/registry';
import { generateSchemaWithModel } from '../../operator/tools/schema-from-model';
import { generateSchemaFromText } from '../../operator/tools/schema-generator';
import { type Guards, tenantOf } from '../../platform/auth/guard';
import type { Database } from '../../platform/db/client';
import { AppError } from '../../platform/errors';
import { idParamsSchema } from '../../platform/params';
import type { RateLimiter } from '../../platform/rate-limit';
import { createToolsService } from './tools.service';

/** Schema generation by a language model costs the business money: a few a minute are plenty. */
export const generateSchemaLimit = { limit: 20, windowMs: 60_000 };

export interface ToolRoutesDeps {
  db: Database;
  guards: Guards;
  encryptionKey: Buffer;
  models: ModelRegistry;
  limiter: RateLimiter;
  llmTimeoutMs: number;
}

/** The language model's schema when one is configured; the built-in generator otherwise or when it fails. */
async function generateSchema(
  deps: ToolRoutesDeps,
  text: string,
  log: FastifyBaseLogger,
): Promise<GeneratedSchema> {
  if (deps.models.engine.isLlm) {
    try {
      const model = deps.models.modelFor({ passages: [], style: 'professional' });
      const schema = await generateSchemaWithModel(model, text, deps.llmTimeoutMs);
      if (schema) return schema;
      log.warn('the model answered no usable schema; the built-in generator answered instead');
    } catch (error) {
      log.warn(
        { err: error },
        'schema generation by the model failed; the built-in generator answered instead',
      );
    }
  }
  return generateSchemaFromText(text);
}

export function registerToolRoutes(app: FastifyInstance, deps: ToolRoutesDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['tools'];
  const { guards } = deps;
  const service = createToolsService({ db: deps.db, encryptionKey: deps.encryptionKey });

  r.get(
    apiPaths.tools.list,
    {
      preHandler: guards.organization,
      schema: { tags, response: { 200: z.array(toolViewSchema) } },
    },
    async (request) => service.list(tenantOf(request).organizationId),
  );

  r.post(
    apiPaths.tools.list,
    {
      preHandler: guards.organization,
      schema: { tags, body: toolSchema, response: { 201: toolViewSchema } },
    },
    async (request, reply) =>
      reply.status(201).send(await service.create(tenantOf(request).organizationId, request.body)),
  );

  r.patch(
    '/tools/:id',
    {
      preHandler: guards.organization,
      schema: { tags, params: idParamsSchema, body: toolSchema, response: { 200: toolViewSchema } },
    },
    async (request) =>
      service.update(tenantOf(request).organizationId, request.params.id, request.body),
  );

  r.delete(
    '/tools/:id',
    { preHandler: guards.organization, schema: { tags, params: idParamsSchema } },
    async (request, reply) => {
      await service.remove(tenantOf(request).organizationId, request.params.id);
      return reply.status(204).send();
    },
  );

  r.post(
    apiPaths.tools.generateSchema,
    {
      preHandler: guards.organization,
      schema: { tags, body: generateSchemaSchema, response: { 200: generatedSchemaSchema } },
    },
    async (request) => {
      const { organizationId } = tenantOf(request);
      if (deps.models.engine.isLlm) {
        const result = deps.limiter.hit(
          `tools:generate-schema:${organizationId}`,
          generateSchemaLimit,
        );
        if (!result.allowed) {
          throw new AppError('too_many_requests', undefined, { retryAfter: result.retryAfter });
        }
      }
      return generateSchema(deps, request.body.text, request.log);
    },
  );
}
