// The widget: a launcher, and the panel it opens. Written against the hooks and DOM props that
// React and Preact share, so the script-tag build runs this same file on Preact
// (docs/decisions/010-widget-build.md): `onInput` rather than React's `onChange`, string styles,
// no React-only APIs.
import type { CSSProperties, KeyboardEvent, ReactElement, ReactNode } from 'react';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { AnswerParts } from './answer-parts';
import { describeError } from './chat-text';
import { MAX_MESSAGE_LENGTH } from './contract';
import { EmailForm, RatingPrompt } from './handoff-parts';
import {
  attachStyles,
  CHAT_ICON_PATH,
  DEFAULT_ACCENT,
  launcherCss,
  panelCss,
  textColorOn,
} from './styles';
import type { ChatMessage, FrontdeskChatProps } from './types';
import { useChat } from './use-chat';
import { useLive } from './use-live';
import { hintedLanguage } from './words/language';
import { useWords } from './words/use-words';

// Layout effects run before paint, so the widget never shows unstyled; on a server-rendered page
// it appears once hydrated, with its styles.
const useStylesEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect;

/** The operator's words as text, with web addresses made into links (http and https only). */
function withLinks(text: string): ReactNode[] {
  return text.split(/(https?:\/\/[^\s<>"']*[^\s<>"'.,;:!?)\]])/).map((part, index) =>
    index % 2 ? (
      <a key={index} href={part} target="_blank" rel="noopener noreferrer">
        {part}
      </a>
    ) : (
      part
    ),
  );
}

/** The operator's own answers may be marked 'Helpful' or not: not a handoff notice. */
const isRateable = (message: ChatMessage) =>
  message.sender === 'ai' && !!message.outcome && message.outcome !== 'handed_off';

export function FrontdeskChat(props: FrontdeskChatProps): ReactElement {
  const { accentColor = DEFAULT_ACCENT, position, defaultOpen = false } = props;
  const [isOpen, setIsOpen] = useState(defaultOpen);
  const [isStyled, setIsStyled] = useState(false);
  /** The answer whose 'Not helpful' reason box is open, if any. */
  const [reasonFor, setReasonFor] = useState('');
  const chat = useChat(props, isOpen);
  const t = useWords(chat.language ?? hintedLanguage(props.locale));
  const live = useLive(chat, props, isOpen, t.awayMarker);
  const { title = t.title, greeting = t.greeting, placeholder = t.placeholder } = props;
  const rootRef = useRef<HTMLDivElement>(null);
  const launcherRef = useRef<HTMLButtonElement>(null);
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const logRef = useRef<HTMLDivElement>(null);
  /** Where focus goes after the next render: set only by the customer's own actions. */
  const focusNext = useRef<'input' | 'launcher' | null>(null);
  const name = chat.operatorName || title;

  useStylesEffect(() => {
    if (rootRef.current) attachStyles(rootRef.current, launcherCss + panelCss);
    setIsStyled(true);
  }, []);

  // After opening or closing, once the new elements are there.
  useEffect(() => {
    const target = focusNext.current === 'input' ? inputRef : launcherRef;
    if (focusNext.current) target.current?.focus();
    focusNext.current = null;
  });

  // Keeps the newest words in view when they change (not while the customer types).
  // biome-ignore lint/correctness/useExhaustiveDependencies: the values are the triggers
  useEffect(() => {
    const log = logRef.current;
    if (log) log.scrollTop = log.scrollHeight;
  }, [chat.messages, chat.reply, chat.isSending, isOpen, live.typingName, live.rating]);

  const open = () => {
    focusNext.current = 'input';
    setIsOpen(true);
    props.onOpen?.();
  };
  const close = () => {
    focusNext.current = 'launcher';
    setIsOpen(false);
    props.onClose?.();
  };
  const onPanelKey = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    event.stopPropagation();
    close();
  };
  const onInputKey = (event: KeyboardEvent) => {
    // React wraps the browser's event, Preact hands it over as it is.
    const native = ('nativeEvent' in event ? event.nativeEvent : event) as globalThis.KeyboardEvent;
    if (event.key === 'Enter' && !event.shiftKey && !native.isComposing) {
      event.preventDefault();
      chat.send(chat.draft);
    }
  };

  const accent = {
    '--fdc-accent': accentColor,
    '--fdc-on-accent': textColorOn(accentColor),
  } as CSSProperties;

  return (
    <div
      ref={rootRef}
      className={position === 'bottom-left' ? 'fdc-root fdc-left' : 'fdc-root'}
      style={accent}
    >
      {!isStyled ? null : isOpen ? (
        // Named by aria-label rather than aria-labelledby: an id reference does not cross into a
        // shadow root for every assistive technology.
        <section className="fdc-panel" role="dialog" aria-label={name} onKeyDown={onPanelKey}>
          <header className="fdc-head">
            <h2>{name}</h2>
            <button
              type="button"
              onClick={() => {
                chat.reset();
                inputRef.current?.focus();
              }}
            >
              {t.newConversation}
            </button>
            <button type="button" aria-label={t.close} onClick={close}>
              <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true">
                <path d="M6 6l12 12M18 6 6 18" stroke="currentColor" />
              </svg>
            </button>
          </header>
          <div className="fdc-log" ref={logRef}>
            {chat.hasEarlier ? (
              <button
                type="button"
                className="fdc-earlier"
                onClick={chat.showEarlier}
                disabled={chat.isLoadingEarlier}
              >
                {chat.isLoadingEarlier ? t.loading : t.earlier}
              </button>
            ) : greeting ? (
              <p className="fdc-msg">{greeting}</p>
            ) : null}
            {chat.messages.map((message, index) =>
              message.role === 'user' ? (
                <p key={message.id ?? index} className="fdc-msg fdc-user">
                  <span className="fdc-sr">{t.you}</span>
                  {message.content}
                </p>
              ) : message.sender === 'system' ? (
                // A notice in the thread (a person joined, the team is away): not anyone's words.
                <p key={message.id ?? index} className="fdc-note">
                  {message.content}
                </p>
              ) : (
                <div key={message.id ?? index} className="fdc-ans">
                  <p className="fdc-msg">
                    {message.sender === 'staff' ? (
                      <b className="fdc-who">{message.senderName}</b>
                    ) : null}
                    {withLinks(message.content)}
                  </p>
                  {message.id && isRateable(message) ? (
                    <AnswerParts
                      message={message}
                      showSources={chat.showSources}
                      rating={live.feedbackOf(message)}
                      asksReason={reasonFor === message.id}
                      disabled={live.isAsking}
                      onRate={(rating, comment) => {
                        live.rateAnswer(message.id!, rating, comment || undefined);
                        // 'Not helpful' asks why; the reason sent, or 'Helpful', closes the box.
                        setReasonFor(rating === 'down' && comment === undefined ? message.id! : '');
                      }}
                      onAskPerson={
                        live.canAskPerson
                          ? () => {
                              setReasonFor('');
                              live.askPerson();
                            }
                          : undefined
                      }
                      words={t}
                    />
                  ) : null}
                </div>
              ),
            )}
            {chat.reply ? <p className="fdc-msg">{withLinks(chat.reply)}</p> : null}
            {chat.isSending && !chat.reply ? (
              <div className="fdc-msg fdc-typing" role="status">
                <span className="fdc-sr">{t.typing(name)}</span>
                <i />
                <i />
                <i />
              </div>
            ) : null}
            {live.typingName !== undefined ? (
              <p className="fdc-note" role="status">
                {t.typing(live.typingName || t.someone)}…
              </p>
            ) : null}
            {live.rating === 'ask' ? (
              <RatingPrompt onRate={live.rate} disabled={live.isAsking} words={t} />
            ) : live.rating === 'thanked' ? (
              <p className="fdc-note" role="status">
                {t.thanks}
              </p>
            ) : null}
            {live.canLeaveEmail ? (
              <EmailForm onLeave={live.leaveEmail} disabled={live.isAsking} words={t} />
            ) : null}
            {live.canAskPerson && !chat.isSending && !reasonFor ? (
              <button
                type="button"
                className="fdc-earlier"
                onClick={live.askPerson}
                disabled={live.isAsking}
              >
                {t.person}
              </button>
            ) : null}
          </div>
          {chat.failure ? (
            <div className="fdc-error" role="alert">
              <span>{describeError(chat.failure.error, t)}</span>
              <button type="button" onClick={chat.retry}>
                {t.retry}
              </button>
            </div>
          ) : null}
          <form
            className="fdc-form"
            onSubmit={(event) => {
              event.preventDefault();
              chat.send(chat.draft);
            }}
          >
            <textarea
              ref={inputRef}
              aria-label={t.message}
              placeholder={placeholder}
              rows={1}
              maxLength={MAX_MESSAGE_LENGTH}
              value={chat.draft}
              onInput={(event) => {
                chat.setDraft(event.currentTarget.value);
                live.typed();
              }}
              onKeyDown={onInputKey}
            />
            <button
              className="fdc-send"
              type="submit"
              disabled={chat.isSending || !chat.draft.trim()}
            >
              {t.send}
            </button>
          </form>
          <div className="fdc-sr" aria-live="polite">
            {chat.announcement ? `${chat.announcer || name}: ${chat.announcement}` : ''}
          </div>
        </section>
      ) : (
        <button
          ref={launcherRef}
          type="button"
          className="fdc-launcher"
          aria-label={live.unread ? t.unread(live.unread) : t.open}
          aria-haspopup="dialog"
          onClick={open}
        >
          <svg width="28" height="28" viewBox="0 0 24 24" fill="currentColor" aria-hidden="true">
            <path d={CHAT_ICON_PATH} />
          </svg>
          {live.unread ? (
            <span className="fdc-badge" aria-hidden="true">
              {live.unread}
            </span>
          ) : null}
        </button>
      )}
    </div>
  );
}
