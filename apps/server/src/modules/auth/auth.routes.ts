import {
  activationSchema,
  apiPaths,
  authResponseSchema,
  changePasswordSchema,
  forgotPasswordSchema,
  messageResponseSchema,
  RESET_LINK_SENT_MESSAGE,
  signInSchema,
  signUpSchema,
  updateProfileSchema,
  userSchema,
} from '@frontdesk/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { type Guards, userIdOf } from '../../platform/auth/guard';
import { limitedAddress } from '../../platform/client-address';
import type { AuthService } from './auth.service';

export interface AuthRoutesDeps {
  auth: AuthService;
  guards: Guards;
}

/** Accounts: sign-up, sign-in, activation, password reset, profile, sign-out. */
export function registerAuthRoutes(app: FastifyInstance, deps: AuthRoutesDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['auth'];
  const { auth: service, guards } = deps;

  r.post(
    apiPaths.auth.register,
    { schema: { tags, body: signUpSchema, response: { 201: authResponseSchema } } },
    async (request, reply) =>
      reply.status(201).send(await service.register(request.body, limitedAddress(request.ip))),
  );

  r.post(
    apiPaths.auth.login,
    { schema: { tags, body: signInSchema, response: { 200: authResponseSchema } } },
    async (request) => service.login(request.body, limitedAddress(request.ip)),
  );

  r.get(
    apiPaths.auth.me,
    { preHandler: guards.authenticated, schema: { tags, response: { 200: userSchema } } },
    async (request) => service.me(userIdOf(request)),
  );

  r.post(
    apiPaths.auth.activate,
    {
      preHandler: guards.authenticated,
      schema: { tags, body: activationSchema, response: { 200: userSchema } },
    },
    async (request) => service.activate(userIdOf(request), request.body.code),
  );

  r.get(
    apiPaths.auth.regenerateActivationCode,
    {
      preHandler: guards.authenticated,
      schema: { tags, response: { 200: messageResponseSchema } },
    },
    async (request) => service.regenerateActivationCode(userIdOf(request)),
  );

  r.post(
    apiPaths.auth.resetPassword,
    { schema: { tags, body: forgotPasswordSchema, response: { 200: messageResponseSchema } } },
    async (request) => {
      await service.requestPasswordReset(request.body.email, limitedAddress(request.ip));
      return { message: RESET_LINK_SENT_MESSAGE };
    },
  );

  r.post(
    apiPaths.auth.changePassword,
    { schema: { tags, body: changePasswordSchema, response: { 200: messageResponseSchema } } },
    async (request) => {
      await service.changePassword(request.body, limitedAddress(request.ip));
      return { message: 'Password changed successfully! Please sign in with your new password.' };
    },
  );

  r.patch(
    apiPaths.auth.profile,
    {
      preHandler: guards.authenticated,
      schema: { tags, body: updateProfileSchema, response: { 200: userSchema } },
    },
    async (request) => service.updateProfile(userIdOf(request), request.body),
  );

  r.post(
    apiPaths.auth.logout,
    { preHandler: guards.authenticated, schema: { tags } },
    async (request, reply) => {
      await service.logout(userIdOf(request));
      return reply.status(204).send();
    },
  );
}
