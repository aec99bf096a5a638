import {
  type AgentConfiguration,
  type AgentConfigurationView,
  DEFAULT_LANGUAGE,
  type EngineInfo,
} from '@frontdesk/contracts';
import type { ChangeFeed } from '../../platform/db/change-feed';
import type { Database } from '../../platform/db/client';
import { changeTopic, createReadCache } from '../../platform/db/read-cache';
import * as store from './agent-configuration.store';

const AREA = 'agent-configuration';

/** The operator's persona and instructions, and what the configured engine can do. */
export function createAgentConfigurationService(deps: {
  db: Database;
  engine: EngineInfo;
  changes: ChangeFeed;
}) {
  const { db, changes } = deps;
  // Every turn reads it; a save is used by the next turn in every process (decision 014).
  const turnConfigurations = createReadCache<AgentConfiguration>(changes, {
    area: AREA,
    organizationOf: (organizationId) => organizationId,
  });
  const view = (configuration: AgentConfiguration | undefined): AgentConfigurationView => ({
    ...(configuration ?? store.DEFAULT_AGENT_CONFIGURATION),
    defaultLanguage: configuration?.defaultLanguage ?? DEFAULT_LANGUAGE,
    configured: configuration !== undefined,
    engine: deps.engine,
  });

  return {
    async get(organizationId: string): Promise<AgentConfigurationView> {
      return view(await store.findAgentConfiguration(db, organizationId));
    },

    async save(organizationId: string, input: AgentConfiguration): Promise<AgentConfigurationView> {
      // The slider moves in tenths; a stray float such as 0.30000000000000004 is not stored.
      const configuration = { ...input, temperature: Math.round(input.temperature * 10) / 10 };
      await changes.write(changeTopic(AREA, organizationId), (tx) =>
        store.saveAgentConfiguration(tx, organizationId, configuration),
      );
      // Read back: a save that left the default language out kept the one saved before.
      return view(await store.findAgentConfiguration(db, organizationId));
    },

    /** Whether the business has saved a configuration yet (a setup step on the dashboard). */
    async isConfigured(organizationId: string): Promise<boolean> {
      return (await store.findAgentConfiguration(db, organizationId)) !== undefined;
    },

    /** What a turn runs with: the saved configuration, or the spec's defaults. */
    forTurn: async (organizationId: string): Promise<AgentConfiguration> =>
      (await turnConfigurations.get(organizationId, () =>
        store.findAgentConfigurationOrDefault(db, organizationId),
      ))!,
  };
}

export type AgentConfigurationService = ReturnType<typeof createAgentConfigurationService>;
