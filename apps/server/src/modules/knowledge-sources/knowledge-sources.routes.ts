import multipart from '@fastify/multipart';
import {
  apiPaths,
  createWebsiteSourceSchema,
  knowledgeSourceDetailSchema,
  knowledgeSourceListSchema,
  knowledgeSourceSchema,
  SOURCE_FILE_MAX_BYTES,
} from '@frontdesk/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { tenantOf } from '../../platform/auth/guard';
import { AppError } from '../../platform/errors';
import { idParamsSchema } from '../../platform/params';
import type { KnowledgeSourcesService } from './knowledge-sources.service';

export interface KnowledgeSourcesRoutesDeps {
  knowledgeSources: KnowledgeSourcesService;
}

const MAX_MEGABYTES = SOURCE_FILE_MAX_BYTES / (1024 * 1024);

/** The uploaded file, read whole: one file of at most SOURCE_FILE_MAX_BYTES, or a clear error. */
async function readUpload(request: FastifyRequest) {
  try {
    const file = await request.file({ limits: { fileSize: SOURCE_FILE_MAX_BYTES, files: 1 } });
    if (!file) throw new AppError('validation_error', 'Choose a file to upload.');
    return { name: file.filename, bytes: await file.toBuffer() };
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new AppError('payload_too_large', `Files up to ${MAX_MEGABYTES} MB are read.`);
    }
    throw error;
  }
}

/** Websites and files the operator answers from (organization scope). */
export async function registerKnowledgeSourcesRoutes(
  app: FastifyInstance,
  deps: KnowledgeSourcesRoutesDeps,
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['knowledge'];
  const { knowledgeSources } = deps;
  // Multipart in this scope only: the uploaded file is read to its limit, never to disk.
  await app.register(multipart, { limits: { fileSize: SOURCE_FILE_MAX_BYTES, files: 1 } });

  r.get(
    apiPaths.knowledgeSources.list,
    { schema: { tags, response: { 200: knowledgeSourceListSchema } } },
    async (request) => ({ results: await knowledgeSources.list(tenantOf(request).organizationId) }),
  );

  // A website as JSON (createWebsiteSourceSchema), or a file as multipart/form-data (`file`).
  r.post(
    apiPaths.knowledgeSources.list,
    {
      schema: {
        tags,
        description:
          'A website as JSON (`{type: "website", url, maxPages, include, exclude, schedule}`), or a file (PDF, DOCX, HTML, Markdown, TXT, CSV, up to 20 MB; HTML up to 2 MB, as a crawled page; a DOCX that unpacks to at most 50 MB) as multipart/form-data.',
        consumes: ['application/json', 'multipart/form-data'],
        // Optional: a multipart request has no parsed body; a JSON one is validated here.
        body: createWebsiteSourceSchema.nullish(),
        response: { 201: knowledgeSourceSchema },
      },
    },
    async (request, reply) => {
      const { organizationId } = tenantOf(request);
      if (request.isMultipart()) {
        const { name, bytes } = await readUpload(request);
        return reply.status(201).send(await knowledgeSources.addFile(organizationId, name, bytes));
      }
      if (!request.body) throw new AppError('validation_error', 'Send a website or a file.');
      return reply
        .status(201)
        .send(await knowledgeSources.addWebsite(organizationId, request.body));
    },
  );

  r.get(
    apiPaths.knowledgeSources.byId.template,
    { schema: { tags, params: idParamsSchema, response: { 200: knowledgeSourceDetailSchema } } },
    async (request) => knowledgeSources.get(tenantOf(request).organizationId, request.params.id),
  );

  r.post(
    apiPaths.knowledgeSources.sync.template,
    { schema: { tags, params: idParamsSchema, response: { 202: knowledgeSourceSchema } } },
    async (request, reply) =>
      reply
        .status(202)
        .send(await knowledgeSources.sync(tenantOf(request).organizationId, request.params.id)),
  );

  r.delete(
    apiPaths.knowledgeSources.byId.template,
    { schema: { tags, params: idParamsSchema } },
    async (request, reply) => {
      await knowledgeSources.remove(tenantOf(request).organizationId, request.params.id);
      return reply.status(204).send();
    },
  );
}
