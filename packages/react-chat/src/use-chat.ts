// The conversation's state and the two calls that change it. Only hooks that React and Preact
// share are used here (the script build runs this file on Preact, see docs/decisions/010).
import { useEffect, useRef, useState } from 'react';
import { type Client, lookupConversation, sendMessage } from './api';
import { withLatestPage } from './chat-text';
import type { Conversation, ConversationStatus } from './contract';
import { readConversationId, readSeen, writeConversationId } from './storage';
import type { ChatError, ChatMessage, FrontdeskChatProps } from './types';
import { type LanguageCode, localeHint, storedLanguage } from './words/language';

interface Failure {
  /** Described when shown (describeError), in the language of the moment. */
  error: ChatError;
  /** The message that failed to send; absent when opening the conversation failed. */
  text?: string;
}

export function useChat(props: FrontdeskChatProps, isOpen: boolean) {
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  /** Older messages of the conversation than the first shown exist on the server. */
  const [hasEarlier, setHasEarlier] = useState(false);
  const [isLoadingEarlier, setIsLoadingEarlier] = useState(false);
  const [reply, setReply] = useState('');
  const [isSending, setIsSending] = useState(false);
  const [failure, setFailure] = useState<Failure | null>(null);
  const [operatorName, setOperatorName] = useState('');
  /** The business's 'Show sources': each answer's sources are listed under it. */
  const [showSources, setShowSources] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  /** Who the announcement is from when not the operator (a member of the team). */
  const [announcer, setAnnouncer] = useState('');
  const [draft, setDraft] = useState('');
  /** Who answers the conversation (handoff), and whether it may be rated now. */
  const [status, setStatus] = useState<ConversationStatus>();
  const [canRate, setCanRate] = useState(false);
  /** The conversation id as state: the live stream follows it. */
  const [shownId, setShownId] = useState('');
  /** The conversation's language as the server decided it (the stored one until it answers). */
  const [language, setLanguage] = useState<LanguageCode | undefined>(() => storedLanguage(props));

  // Callbacks read the latest props without being recreated on every render.
  const latest = useRef(props);
  latest.current = props;
  /** The conversation id: null until read from storage, '' for none. */
  const conversationId = useRef<string | null>(null);
  const inFlight = useRef<AbortController | null>(null);
  /** Bumped by 'New conversation', so late answers of the old one are ignored. */
  const session = useRef(0);
  const hasLookedUp = useRef(false);
  /** What is shown, as of the last render and the live messages received since. */
  const shownNow = useRef(messages);
  shownNow.current = messages;

  const client = (): Client => ({
    apiKey: latest.current.apiKey,
    baseUrl: latest.current.baseUrl ?? location.origin,
  });
  const currentId = () => {
    conversationId.current ??=
      readConversationId(latest.current.apiKey, latest.current.user?.id) ?? '';
    return conversationId.current || undefined;
  };
  const remember = (id?: string, language?: LanguageCode) => {
    conversationId.current = id ?? '';
    setShownId(id ?? '');
    writeConversationId(latest.current.apiKey, latest.current.user?.id, id, language);
  };
  const fail = (error: ChatError, text?: string) => {
    setFailure({ error, text });
    latest.current.onError?.(error);
  };

  /** What the conversation says of itself besides its messages. */
  const showState = (conversation: Conversation) => {
    setStatus(conversation.status);
    setCanRate(!!conversation.canRate);
    setLanguage(conversation.language);
  };

  const lookup = () => {
    const at = session.current;
    const asked = currentId();
    setFailure(null);
    lookupConversation(client(), { conversationId: asked, user: latest.current.user }).then(
      ({ operator, conversation, showSources }) => {
        setOperatorName(operator.name);
        setShowSources(!!showSources);
        if (at !== session.current) return;
        // A message answered meanwhile started or continued a conversation: it decides, not
        // this older answer (which would otherwise forget the conversation just started).
        if (currentId() !== asked) return;
        if (conversation) {
          remember(conversation.conversationId, conversation.language);
          showState(conversation);
          // A message sent meanwhile already brought the conversation's latest page back.
          setMessages((shown) => {
            if (shown.length) return shown;
            setHasEarlier(conversation.hasMore);
            return conversation.messages;
          });
        } else if (asked) {
          remember(); // the stored conversation is gone: start a new one
        }
      },
      (error: ChatError) => {
        if (at === session.current) fail(error);
      },
    );
  };

  // The operator's name and the stored conversation, once, when the panel first opens; or at
  // once, closed, when a person has the conversation: their replies may be waiting (the badge).
  useEffect(() => {
    if (hasLookedUp.current) return;
    if (isOpen || readSeen(props.apiKey, currentId())?.person) {
      hasLookedUp.current = true;
      lookup();
    }
  });

  useEffect(() => () => inFlight.current?.abort(), []);

  const send = (input: string) => {
    const text = input.trim();
    if (!text || inFlight.current) return;
    const { onMessage, user } = latest.current;
    const controller = new AbortController();
    inFlight.current = controller;
    const mine: ChatMessage = {
      role: 'user',
      content: text,
      timestamp: Date.now(),
    };
    setIsSending(true);
    setFailure(null);
    setDraft('');
    setMessages((shown) => [...shown, mine]);

    const attempt = (id?: string): Promise<Conversation> =>
      sendMessage(
        client(),
        { message: text, conversationId: id, user, locale: localeHint(latest.current.locale) },
        (delta) => setReply((shown) => shown + delta),
        controller.signal,
      ).catch((error: ChatError) => {
        // The stored conversation no longer exists on the server, or has reached its length
        // limit: start a new one, and the customer's message goes there.
        if (id && (error.statusCode === 404 || error.code === 'conversation_full')) {
          remember();
          return attempt();
        }
        throw error;
      });

    attempt(currentId())
      .then(
        (conversation) => {
          const continued = conversation.conversationId === currentId();
          remember(conversation.conversationId, conversation.language);
          showState(conversation);
          if (!continued) setHasEarlier(conversation.hasMore);
          setMessages((shown) => {
            const merged = withLatestPage(
              shown.filter((message) => message !== mine),
              conversation.messages,
            );
            // Nothing older was shown: whether there is more is the server's to say.
            if (continued && merged.length === conversation.messages.length) {
              setHasEarlier(conversation.hasMore);
            }
            return merged;
          });
          const turn = conversation.messages.slice(-2);
          setAnnouncement(turn[1]?.content ?? '');
          setAnnouncer('');
          for (const message of turn) onMessage?.(message);
        },
        (error: ChatError) => {
          if (controller.signal.aborted) return;
          setMessages((shown) => shown.filter((message) => message !== mine));
          // Give the text back, unless the customer has started typing something else.
          setDraft((typed) => typed || text);
          fail(error, text);
        },
      )
      .finally(() => {
        if (inFlight.current !== controller) return;
        inFlight.current = null;
        setIsSending(false);
        setReply('');
      });
  };

  /** The page of messages before the first shown: the customer scrolled back and asked. */
  const showEarlier = () => {
    const id = currentId();
    const first = messages[0];
    if (!id || !first || isLoadingEarlier) return;
    const at = session.current;
    setIsLoadingEarlier(true);
    lookupConversation(client(), {
      conversationId: id,
      user: latest.current.user,
      before: first.timestamp,
    })
      .then(
        ({ conversation }) => {
          if (at !== session.current || !conversation) return;
          setMessages((shown) => [...conversation.messages, ...shown]);
          setHasEarlier(conversation.hasMore);
        },
        (error: ChatError) => {
          if (at === session.current) fail(error);
        },
      )
      .finally(() => setIsLoadingEarlier(false));
  };

  const retry = () => {
    if (failure?.text === undefined) lookup();
    else send(draft || failure.text);
  };

  const reset = () => {
    session.current++;
    inFlight.current?.abort();
    inFlight.current = null;
    remember();
    setMessages([]);
    setHasEarlier(false);
    setReply('');
    setIsSending(false);
    setFailure(null);
    setAnnouncement('');
    setStatus(undefined);
    setCanRate(false);
    setLanguage(undefined);
  };

  /**
   * The conversation as the server answered it now (a handoff, an address kept): its state, and
   * its latest page in place of what was shown of it.
   */
  const adopt = (conversation: Conversation) => {
    showState(conversation);
    setMessages((shown) => withLatestPage(shown, conversation.messages));
  };

  /** Reads the conversation again: the live stream may have missed something, or it changed. */
  const refresh = () => {
    const id = currentId();
    const at = session.current;
    if (!id) return;
    lookupConversation(client(), { conversationId: id, user: latest.current.user }).then(
      ({ conversation }) => {
        if (at !== session.current || currentId() !== id || !conversation) return;
        // A turn in flight brings the page back itself, with the customer's message in place.
        if (inFlight.current) showState(conversation);
        else adopt(conversation);
      },
      // Quietly: the stream reconnects and reads again.
      () => {},
    );
  };

  /** A message that arrived live, unless it is shown already (by its id). */
  const receive = (message: ChatMessage) => {
    // The customer's turn brings its own messages back, the customer's in place.
    if (inFlight.current && message.sender !== 'staff') return;
    if (shownNow.current.some((m) => m.id === message.id)) return;
    shownNow.current = [...shownNow.current, message];
    setMessages((shown) => (shown.some((m) => m.id === message.id) ? shown : [...shown, message]));
    latest.current.onMessage?.(message);
    setAnnouncement(message.content);
    setAnnouncer(message.sender === 'staff' ? (message.senderName ?? '') : '');
  };

  return {
    messages,
    hasEarlier,
    isLoadingEarlier,
    showEarlier,
    reply,
    isSending,
    failure,
    operatorName,
    showSources,
    announcement,
    announcer,
    draft,
    setDraft,
    send,
    retry,
    reset,
    status,
    canRate,
    conversationId: shownId,
    language,
    client,
    fail,
    adopt,
    refresh,
    receive,
  };
}

export type Chat = ReturnType<typeof useChat>;
