import { type AgentConfiguration, DEFAULT_LANGUAGE, TEMPERATURE } from '@frontdesk/contracts';
import { eq } from 'drizzle-orm';
import type { Database } from '../../platform/db/client';
import { agentConfigurations } from '../../platform/db/schema';

export async function findAgentConfiguration(
  db: Database,
  organizationId: string,
): Promise<AgentConfiguration | undefined> {
  const [row] = await db
    .select()
    .from(agentConfigurations)
    .where(eq(agentConfigurations.organizationId, organizationId));
  if (!row) return undefined;
  const { organizationId: _org, updatedAt: _updated, ...configuration } = row;
  return configuration as AgentConfiguration;
}

export async function saveAgentConfiguration(
  db: Database,
  organizationId: string,
  configuration: AgentConfiguration,
): Promise<void> {
  // An undefined key is left out of the update: a save without a default language keeps it.
  const values = { ...configuration, updatedAt: new Date() };
  await db
    .insert(agentConfigurations)
    .values({ organizationId, ...values })
    .onConflictDoUpdate({ target: agentConfigurations.organizationId, set: values });
}

/** What the operator is before the business configures it (spec: professional, 0.7). */
export const DEFAULT_AGENT_CONFIGURATION: AgentConfiguration = {
  name: '',
  description: '',
  roles: [],
  instructions: '',
  interactionStyle: 'professional',
  temperature: TEMPERATURE.default,
  metadata: {},
  defaultLanguage: DEFAULT_LANGUAGE,
};

export async function findAgentConfigurationOrDefault(
  db: Database,
  organizationId: string,
): Promise<AgentConfiguration> {
  return (await findAgentConfiguration(db, organizationId)) ?? DEFAULT_AGENT_CONFIGURATION;
}
