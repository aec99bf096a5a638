import {
  apiPaths,
  identitySecretSchema,
  updateWidgetSettingsSchema,
  widgetSettingsSchema,
} from '@frontdesk/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { tenantOf } from '../../platform/auth/guard';
import type { WidgetService } from './widget.service';

export interface WidgetRoutesDeps {
  widget: WidgetService;
}

/** The chat widget's settings (organization scope): the identity secret and who may chat. */
export function registerWidgetRoutes(app: FastifyInstance, deps: WidgetRoutesDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['widget'];
  const { widget } = deps;

  r.get(
    apiPaths.widgetSettings,
    { schema: { tags, response: { 200: widgetSettingsSchema } } },
    async (request) => widget.get(tenantOf(request).organizationId),
  );
  r.patch(
    apiPaths.widgetSettings,
    {
      schema: { tags, body: updateWidgetSettingsSchema, response: { 200: widgetSettingsSchema } },
    },
    async (request) => widget.update(tenantOf(request).organizationId, request.body),
  );
  r.post(
    apiPaths.widgetSecret,
    { schema: { tags, response: { 200: identitySecretSchema } } },
    async (request, reply) =>
      reply
        .header('Cache-Control', 'no-store')
        .send(await widget.rotateSecret(tenantOf(request).organizationId)),
  );
}
