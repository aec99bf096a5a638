import {
  apiPaths,
  dashboardAnalyticsSchema,
  dashboardSuggestionsSchema,
  resolutionFiguresSchema,
} from '@frontdesk/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { tenantOf } from '../../platform/auth/guard';
import { timeZoneOf } from '../../platform/time-zone';
import type { DashboardService } from './dashboard.service';

export interface DashboardRoutesDeps {
  dashboard: DashboardService;
}

/** The dashboard home's figures and setup suggestions (organization scope). */
export function registerDashboardRoutes(app: FastifyInstance, deps: DashboardRoutesDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['dashboard'];

  r.get(
    apiPaths.dashboard.analytics,
    { schema: { tags, response: { 200: dashboardAnalyticsSchema } } },
    async (request) => deps.dashboard.analytics(tenantOf(request).organizationId),
  );

  r.get(
    apiPaths.dashboard.suggestions,
    { schema: { tags, response: { 200: dashboardSuggestionsSchema } } },
    async (request) => deps.dashboard.suggestions(tenantOf(request).organizationId),
  );

  r.get(
    apiPaths.dashboard.resolutions,
    { schema: { tags, response: { 200: resolutionFiguresSchema } } },
    async (request) =>
      deps.dashboard.resolutions(tenantOf(request).organizationId, timeZoneOf(request)),
  );
}
