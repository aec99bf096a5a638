import { type ConversationDetail, can } from '@frontdesk/contracts';
import { Bot, CheckCheck, Hand } from 'lucide-react';
import { OptionsSelect } from '@/components/options-select';
import { Button } from '@/components/ui/button';
import { useAssignConversation, useConversationAction } from '../api/inbox-actions';
import { useTeamMembers } from '../api/inbox-queries';

interface ThreadActionsProps {
  conversation: ConversationDetail;
  userId: string | undefined;
}

/**
 * What a member who may reply can do with the conversation. Each button shows only where the
 * server would accept it (the same conditions as its one-statement transition), so a click never
 * meets a refusal except when a colleague was quicker.
 */
export function ThreadActions({ conversation, userId }: ThreadActionsProps) {
  const { id, status = 'ai', assigneeId = null } = conversation;
  const isMine = status === 'human' && assigneeId === userId;
  const claim = useConversationAction('claim');
  const resolve = useConversationAction('resolve');
  const release = useConversationAction('release');
  const assign = useAssignConversation();
  const team = useTeamMembers(true);
  // Only those who may answer can be given a conversation to answer.
  const members = (team.data?.members ?? []).filter((member) => can(member.role, 'inbox.reply'));
  const names = Object.fromEntries(members.map((member) => [member.id, member.name]));
  const isBusy = claim.isPending || resolve.isPending || release.isPending || assign.isPending;

  return (
    <div className="flex flex-wrap items-center gap-2">
      {!isMine && (
        <Button
          size="sm"
          disabled={isBusy}
          onClick={() => claim.mutate({ conversationId: id, input: undefined })}
        >
          <Hand aria-hidden />
          Take over
        </Button>
      )}
      {status !== 'resolved' && (status !== 'human' || isMine) && (
        <Button
          size="sm"
          variant="outline"
          disabled={isBusy}
          onClick={() => resolve.mutate({ conversationId: id, input: undefined })}
        >
          <CheckCheck aria-hidden />
          Resolve
        </Button>
      )}
      {(status === 'waiting' || isMine) && (
        <Button
          size="sm"
          variant="outline"
          disabled={isBusy}
          onClick={() => release.mutate({ conversationId: id, input: undefined })}
        >
          <Bot aria-hidden />
          Hand back to AI
        </Button>
      )}
      {members.length > 0 && (
        <OptionsSelect
          aria-label="Assign to"
          className="h-8 w-44"
          placeholder="Assign to"
          options={members.map((member) => member.id)}
          labels={names}
          value={status === 'human' ? (assigneeId ?? undefined) : undefined}
          disabled={isBusy}
          onChange={(memberId) => assign.mutate({ conversationId: id, input: memberId })}
        />
      )}
    </div>
  );
}
