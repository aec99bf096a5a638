import { tool } from 'ai';
import { z } from 'zod';
import type { Toolbox } from '../tools/toolbox';

/** The tool a configured model calls to hand the conversation to a person (decision 024). */
export const HANDOFF_TOOL_NAME = 'talk_to_person';

const DESCRIPTION =
  'Hand this conversation to a person from the team. Call it when the customer asks for a human, or when you cannot help with what they need. The customer is told that a person will join; do not write anything else after calling it.';

/**
 * Offers the handoff tool in a turn's toolbox, as a stop tool: the model's answer ends at its
 * call, and the turn's reply is then the handoff notice, never the model's own words about it.
 */
export function offerHandoff(toolbox: Toolbox): { requested(): boolean } {
  toolbox.tools[HANDOFF_TOOL_NAME] = tool({
    description: DESCRIPTION,
    inputSchema: z.object({}),
    execute: async () => {
      toolbox.stoppedBy = HANDOFF_TOOL_NAME;
      return 'A person from the team has been asked to join this conversation.';
    },
  });
  toolbox.size += 1;
  toolbox.stopTools = [
    ...(toolbox.stopTools ?? []),
    { name: HANDOFF_TOOL_NAME, description: DESCRIPTION },
  ];
  return { requested: () => toolbox.stoppedBy === HANDOFF_TOOL_NAME };
}
