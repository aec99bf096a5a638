import type { ToolAccess } from '@frontdesk/contracts';
import type { Channel } from '../conversations/conversation-store';

/** Who a turn speaks for, as far as tools are concerned. */
export interface ToolCaller {
  /** 'playground' (signed-in staff) or a public channel ('api'). */
  channel: Channel | (string & {});
  /**
   * The verified visitor asking, or null. A conversation keeps the visitor it was started for and
   * is continued only by that visitor (`mayContinue`), so the conversation's visitor is the caller.
   */
  visitorId: string | null;
}

/**
 * Whether the turn's caller may make the operator call a tool with this access: staff in the
 * playground may call every tool; on a public key, a verified visitor 'anyone' and 'verified'
 * tools, an anonymous visitor 'anyone' tools only. An unknown value is refused (fail closed).
 */
export function mayCallTool(access: string, caller: ToolCaller): boolean {
  if (caller.channel === 'playground') return true;
  const allowed: readonly ToolAccess[] = caller.visitorId ? ['anyone', 'verified'] : ['anyone'];
  return (allowed as readonly string[]).includes(access);
}
