import {
  acceptedInvitationSchema,
  acceptInvitationSchema,
  activityEntrySchema,
  apiPaths,
  createInvitationSchema,
  invitationPreviewSchema,
  pendingInvitationSchema,
  teamMemberSchema,
  teamSchema,
  updateMemberSchema,
} from '@frontdesk/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Guards } from '../../platform/auth/guard';
import { tenantOf } from '../../platform/auth/guard';
import { idParamsSchema } from '../../platform/params';
import type { TeamService } from './team.service';

const tags = ['team'];

/** The selected organization's members, invitations and activity (organization scope). */
export function registerTeamRoutes(app: FastifyInstance, deps: { team: TeamService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { team } = deps;

  r.get(apiPaths.users.list, { schema: { tags, response: { 200: teamSchema } } }, async (request) =>
    team.list(tenantOf(request).organizationId),
  );

  r.post(
    apiPaths.users.invitations,
    { schema: { tags, body: createInvitationSchema, response: { 201: pendingInvitationSchema } } },
    async (request, reply) =>
      reply.status(201).send(await team.invite(tenantOf(request), request.body)),
  );

  r.post(
    apiPaths.users.resendInvitation.template,
    { schema: { tags, params: idParamsSchema, response: { 200: pendingInvitationSchema } } },
    async (request) => team.resend(tenantOf(request), request.params.id),
  );

  r.delete(
    apiPaths.users.invitationById.template,
    { schema: { tags, params: idParamsSchema } },
    async (request, reply) => {
      await team.revoke(tenantOf(request), request.params.id);
      return reply.status(204).send();
    },
  );

  // Registered before /users/:id so that `me` is never read as an id.
  r.delete(apiPaths.users.leave, { schema: { tags } }, async (request, reply) => {
    const tenant = tenantOf(request);
    await team.remove(tenant, tenant.userId);
    return reply.status(204).send();
  });

  r.patch(
    apiPaths.users.byId.template,
    {
      schema: {
        tags,
        params: idParamsSchema,
        body: updateMemberSchema,
        response: { 200: teamMemberSchema },
      },
    },
    async (request) => team.changeRole(tenantOf(request), request.params.id, request.body.role),
  );

  r.delete(
    apiPaths.users.byId.template,
    { schema: { tags, params: idParamsSchema } },
    async (request, reply) => {
      await team.remove(tenantOf(request), request.params.id);
      return reply.status(204).send();
    },
  );

  r.post(
    apiPaths.users.transferOwnership.template,
    { schema: { tags, params: idParamsSchema } },
    async (request, reply) => {
      await team.transferOwnership(tenantOf(request), request.params.id);
      return reply.status(204).send();
    },
  );

  r.get(
    apiPaths.activity,
    { schema: { tags, response: { 200: z.array(activityEntrySchema) } } },
    async (request) => team.activity(tenantOf(request).organizationId),
  );
}

/** Invitation tokens are random base64url strings; anything else cannot name one. */
const tokenParamsSchema = z.object({ id: z.string().regex(/^[A-Za-z0-9_-]{20,100}$/) });

/** The mailed link's calls: the token is the credential; signing in is optional. */
export function registerInvitationRoutes(
  app: FastifyInstance,
  deps: { team: TeamService; guards: Guards },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { team, guards } = deps;

  r.get(
    apiPaths.invitations.byToken.template,
    { schema: { tags, params: tokenParamsSchema, response: { 200: invitationPreviewSchema } } },
    async (request, reply) =>
      reply.header('Cache-Control', 'no-store').send(await team.preview(request.params.id)),
  );

  r.post(
    apiPaths.invitations.accept.template,
    {
      // A signed-in caller joins as themselves; without a token, the body creates the account.
      preHandler: async (request, reply) => {
        if (request.headers.authorization) await guards.authenticated(request, reply);
      },
      schema: {
        tags,
        params: tokenParamsSchema,
        body: acceptInvitationSchema.nullish(),
        response: { 200: acceptedInvitationSchema },
      },
    },
    async (request) => team.accept(request.params.id, request.auth?.userId, request.body ?? {}),
  );
}
