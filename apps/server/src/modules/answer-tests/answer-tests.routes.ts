import {
  answerTestListSchema,
  answerTestRunSchema,
  answerTestSchema,
  apiPaths,
  createAnswerTestSchema,
} from '@frontdesk/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { tenantOf } from '../../platform/auth/guard';
import { idParamsSchema } from '../../platform/params';
import type { AnswerTestsService } from './answer-tests.service';

export interface AnswerTestsRoutesDeps {
  answerTests: AnswerTestsService;
}

/** What the operator must answer, and the runs that check it (organization scope). */
export function registerAnswerTestsRoutes(app: FastifyInstance, deps: AnswerTestsRoutesDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['answer-tests'];
  const { answerTests } = deps;
  const paths = apiPaths.answerTests;

  r.get(paths.list, { schema: { tags, response: { 200: answerTestListSchema } } }, (request) =>
    answerTests.list(tenantOf(request).organizationId),
  );

  r.post(
    paths.list,
    { schema: { tags, body: createAnswerTestSchema, response: { 201: answerTestSchema } } },
    async (request, reply) =>
      reply
        .status(201)
        .send(await answerTests.create(tenantOf(request).organizationId, request.body)),
  );

  r.delete(
    paths.byId.template,
    { schema: { tags, params: idParamsSchema } },
    async (request, reply) => {
      await answerTests.remove(tenantOf(request).organizationId, request.params.id);
      return reply.status(204).send();
    },
  );

  r.post(paths.run, { schema: { tags, response: { 200: answerTestRunSchema } } }, (request) =>
    answerTests.run(tenantOf(request).organizationId),
  );
}
