import {
  accessTokenResponseSchema,
  apiPaths,
  createOrganizationSchema,
  currentOrganizationSchema,
  organizationDetailsSchema,
  organizationSchema,
  organizationSummarySchema,
  updateOrganizationDetailsSchema,
} from '@frontdesk/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type Guards, tenantOf, userIdOf } from '../../platform/auth/guard';
import { idParamsSchema } from '../../platform/params';
import type { OrganizationsService } from './organizations.service';

export interface OrganizationRoutesDeps {
  organizations: OrganizationsService;
  guards: Guards;
}

const tags = ['organizations'];

/** A signed-in user's organizations: create, list, switch to one, the current one. */
export function registerOrganizationRoutes(app: FastifyInstance, deps: OrganizationRoutesDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { organizations: service, guards } = deps;

  r.post(
    apiPaths.organizations.create,
    {
      preHandler: guards.active,
      schema: { tags, body: createOrganizationSchema, response: { 201: organizationSchema } },
    },
    async (request, reply) =>
      reply.status(201).send(await service.create(userIdOf(request), request.body)),
  );

  r.get(
    apiPaths.auth.organizations,
    {
      preHandler: guards.active,
      schema: { tags, response: { 200: z.array(organizationSummarySchema) } },
    },
    async (request) => service.list(userIdOf(request)),
  );

  r.get(
    apiPaths.auth.switchOrganization.template,
    {
      preHandler: guards.active,
      schema: {
        tags,
        params: idParamsSchema,
        response: { 200: accessTokenResponseSchema },
      },
    },
    async (request) => service.switchTo(userIdOf(request), request.params.id),
  );

  r.get(
    apiPaths.organizations.me,
    { preHandler: guards.active, schema: { tags, response: { 200: currentOrganizationSchema } } },
    async (request) => service.current(userIdOf(request), request.auth?.tokenOrganizationId),
  );
}

/** The selected organization's details (organization scope). */
export function registerOrganizationDetailsRoutes(
  app: FastifyInstance,
  deps: Pick<OrganizationRoutesDeps, 'organizations'>,
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const service = deps.organizations;

  r.get(
    apiPaths.organizations.details,
    {
      schema: { tags, response: { 200: organizationDetailsSchema } },
    },
    async (request) => service.details(tenantOf(request).organizationId),
  );

  r.patch(
    apiPaths.organizations.details,
    {
      schema: {
        tags,
        body: updateOrganizationDetailsSchema,
        response: { 200: organizationDetailsSchema },
      },
    },
    async (request) => service.updateDetails(tenantOf(request).organizationId, request.body),
  );
}
