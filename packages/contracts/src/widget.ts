import { z } from 'zod';

/** GET /widget-settings: never the secret itself, only whether one exists. */
export const widgetSettingsSchema = z.object({
  hasIdentitySecret: z.boolean(),
  requireVerifiedVisitors: z.boolean(),
  /** The widget shows the passages an answer used under it ('Show sources'). */
  showSources: z.boolean(),
});
export type WidgetSettings = z.infer<typeof widgetSettingsSchema>;

export const updateWidgetSettingsSchema = z.object({
  requireVerifiedVisitors: z.boolean().optional(),
  showSources: z.boolean().optional(),
});

/** POST /widget-settings/identity-secret: a new secret, shown this once. */
export const identitySecretSchema = z.object({ identitySecret: z.string() });

/** The prefix of identity secrets, so they are recognisable in code and secret scanners. */
export const IDENTITY_SECRET_PREFIX = 'fd_ids_';
