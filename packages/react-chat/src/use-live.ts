// The conversation once a person may be in it: the live stream, the team's typing, the unread
// badge, and the customer's handoff calls. Only hooks React and Preact share (decision 010).
import { useEffect, useRef, useState } from 'react';
import {
  followConversation,
  leaveContact,
  rateConversation,
  requestPerson,
  sendFeedback,
  sendTyping,
} from './api';
import type { LiveEvent } from './contract';
import { readSeen, writeSeen } from './storage';
import type { ChatError, ChatFeedback, ChatMessage, FrontdeskChatProps } from './types';
import type { Chat } from './use-chat';

/** The customer's typing is told at most this often. */
const TYPING_EVERY_MS = 3_000;
/** A member's "typing" fades when nothing more is heard of it. */
const TYPING_SHOWN_MS = 6_000;
const RECONNECT_FIRST_MS = 1_000;
const RECONNECT_MAX_MS = 30_000;

/** A message of the live stream as the conversation shows it (its timestamps are in seconds). */
const shownMessage = (message: Extract<LiveEvent, { type: 'message' }>['message']) =>
  ({
    id: message.id,
    role: message.role === 'user' ? 'user' : 'assistant',
    sender: message.sender,
    senderName: message.senderName,
    content: message.content,
    timestamp: Math.round(message.timestamp * 1000),
  }) as ChatMessage;

function latestNotice(messages: ChatMessage[]) {
  for (let i = messages.length - 1; i >= 0; i--) {
    if (messages[i]?.sender === 'system') return messages[i];
  }
}

const isPerson = (status: string | undefined) => status === 'waiting' || status === 'human';

export function useLive(
  chat: Chat,
  props: FrontdeskChatProps,
  isOpen: boolean,
  /** What the away notice says in the conversation's language ("We're back"). */
  awayMarker: string,
) {
  const { apiKey } = props;
  const id = chat.conversationId;
  /** The member typing: undefined for none, '' for one the stream did not name. */
  const [typingName, setTypingName] = useState<string>();
  const [isAsking, setIsAsking] = useState(false);
  /** The resolution rated in this page: its thank-you shows instead of the question. */
  const [thanked, setThanked] = useState('');
  /** The customer's feedback given in this page, by answer id (the server's is on the message). */
  const [rated, setRated] = useState<Record<string, ChatFeedback>>({});
  const latest = useRef({ chat, props });
  latest.current = { chat, props };
  const typingTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const lastTyped = useRef(0);
  const onEvent = useRef<(event: LiveEvent) => void>(() => {});

  onEvent.current = (event) => {
    if (event.type === 'typing') {
      setTypingName(event.name || '');
      clearTimeout(typingTimer.current);
      typingTimer.current = setTimeout(() => setTypingName(undefined), TYPING_SHOWN_MS);
    } else if (event.type === 'message') {
      if (event.message.role === 'note') return;
      if (event.message.sender === 'staff') setTypingName(undefined);
      chat.receive(shownMessage(event.message));
    } else {
      // A new state (taken, resolved...) or something missed: the conversation is read again.
      chat.refresh();
    }
  };

  // While the panel is open, the conversation's stream; again after a drop, waiting longer each
  // time. A refusal (the conversation gone, the key refused) is not retried.
  useEffect(() => {
    if (!isOpen || !id) return;
    const controller = new AbortController();
    let wait = RECONNECT_FIRST_MS;
    let timer: ReturnType<typeof setTimeout>;
    const connect = () =>
      followConversation(
        latest.current.chat.client(),
        id,
        latest.current.props.user,
        (event) => {
          if (event.type === 'resync') wait = RECONNECT_FIRST_MS;
          onEvent.current(event);
        },
        controller.signal,
      )
        .then(
          () => 0,
          (error: Partial<ChatError>) => error.statusCode ?? 0,
        )
        .then((statusCode) => {
          if (controller.signal.aborted) return;
          if (statusCode >= 400 && statusCode < 500 && statusCode !== 429) return;
          timer = setTimeout(connect, wait);
          wait = Math.min(wait * 2, RECONNECT_MAX_MS);
        });
    connect();
    return () => {
      controller.abort();
      clearTimeout(timer);
    };
  }, [isOpen, id]);

  useEffect(() => () => clearTimeout(typingTimer.current), []);

  const seen = id ? readSeen(apiKey, id) : undefined;
  const last = chat.messages[chat.messages.length - 1];
  // What the customer has seen, while the panel shows it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the values are the triggers
  useEffect(() => {
    if (!isOpen || !id || !last) return;
    writeSeen(apiKey, {
      ...readSeen(apiKey, id),
      id,
      at: last.timestamp,
      person: isPerson(chat.status),
    });
  }, [isOpen, id, last, chat.status]);

  const unread =
    !isOpen && seen
      ? chat.messages.filter((m) => m.role === 'assistant' && m.timestamp > seen.at).length
      : 0;

  const notice = latestNotice(chat.messages);
  /** The notice of the latest resolution: what a rating is for, and asked only once. */
  const resolution = chat.status === 'resolved' ? notice?.id : undefined;

  const ask = (work: () => Promise<unknown>) => {
    setIsAsking(true);
    work()
      .catch((error: ChatError) => chat.fail(error))
      .finally(() => setIsAsking(false));
  };
  const user = () => latest.current.props.user;

  return {
    typingName,
    unread,
    isAsking,
    /** 'Talk to a person': while the operator answers, or once the conversation is resolved. */
    canAskPerson: !!id && (chat.status === 'ai' || chat.status === 'resolved'),
    askPerson: () => ask(async () => chat.adopt(await requestPerson(chat.client(), id, user()))),
    /** The team is away (the away notice says when it is back): an address may be left. */
    canLeaveEmail: chat.status === 'waiting' && !!notice?.content.includes(awayMarker),
    leaveEmail: (email: string) =>
      ask(async () => chat.adopt(await leaveContact(chat.client(), id, { email, user: user() }))),
    rating:
      resolution && thanked === resolution
        ? 'thanked'
        : resolution && chat.canRate && seen?.rated !== resolution
          ? 'ask'
          : null,
    rate: (rating: number, comment: string) =>
      ask(async () => {
        await rateConversation(chat.client(), id, {
          rating,
          comment: comment.trim() || undefined,
          user: user(),
        });
        writeSeen(apiKey, {
          ...readSeen(apiKey, id),
          id,
          at: last?.timestamp ?? 0,
          rated: resolution,
        });
        setThanked(resolution ?? '');
      }),
    feedbackOf: (message: ChatMessage) => rated[message.id ?? ''] ?? message.feedback,
    /** 'Helpful' or 'Not helpful' on an answer, shown as chosen once the server kept it. */
    rateAnswer: (messageId: string, rating: ChatFeedback, comment?: string) =>
      ask(async () => {
        await sendFeedback(chat.client(), id, messageId, { rating, comment, user: user() });
        setRated((all) => ({ ...all, [messageId]: rating }));
      }),
    /** The customer typed: a member who has the conversation (or awaits it) is told. */
    typed: () => {
      const now = Date.now();
      if (!id || !isPerson(chat.status) || now - lastTyped.current < TYPING_EVERY_MS) return;
      lastTyped.current = now;
      sendTyping(chat.client(), id, user()).catch(() => {});
    },
  };
}
