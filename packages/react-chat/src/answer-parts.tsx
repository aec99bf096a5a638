// What goes under one of the operator's answers: its sources (when the business shows them) and
// the customer's 'Helpful' / 'Not helpful', with an optional reason. Preact-compatible like the
// rest (`onInput`, no React-only APIs).
import type { ReactElement } from 'react';
import { useState } from 'react';
import type { ChatFeedback, ChatMessage } from './types';
import type { Words } from './words/en';

export function AnswerParts(props: {
  message: ChatMessage;
  showSources: boolean;
  /** The customer's current choice on this answer. */
  rating: ChatFeedback | null | undefined;
  /** The reason box is open (the customer just said 'Not helpful'). */
  asksReason: boolean;
  disabled: boolean;
  /** Without a comment from the two buttons; with one (maybe empty) from the reason box. */
  onRate(rating: ChatFeedback, comment?: string): void;
  /** 'Talk to a person', when the conversation may be handed to one. */
  onAskPerson?: () => void;
  words: Words;
}): ReactElement {
  const { message, rating, onRate, disabled, words } = props;
  const [comment, setComment] = useState('');
  const choice = (value: ChatFeedback, name: string) => (
    <button
      type="button"
      className="fdc-earlier"
      aria-pressed={rating === value}
      disabled={disabled}
      onClick={() => onRate(value)}
    >
      {name}
    </button>
  );
  return (
    <>
      {props.showSources && message.sources?.length ? (
        <ul className="fdc-src" aria-label={words.sources}>
          {message.sources.map((source, index) => (
            <li key={index}>
              {source.excerpt} {/* Only web pages: an address the page opens is never a script. */}
              {source.url && /^https?:\/\//.test(source.url) ? (
                <a href={source.url} target="_blank" rel="noopener noreferrer">
                  {source.title || source.url}
                </a>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
      <div className="fdc-rate">
        {choice('up', words.helpful)}
        {choice('down', words.notHelpful)}
      </div>
      {props.asksReason ? (
        <form
          className="fdc-box"
          onSubmit={(event) => {
            event.preventDefault();
            onRate('down', comment.trim());
          }}
        >
          <input
            aria-label={words.missing}
            placeholder={words.missingOptional}
            maxLength={1000}
            value={comment}
            onInput={(event) => setComment(event.currentTarget.value)}
          />
          <div>
            <button type="submit" disabled={disabled}>
              {words.sendFeedback}
            </button>
            {props.onAskPerson ? (
              <button type="button" disabled={disabled} onClick={props.onAskPerson}>
                {words.person}
              </button>
            ) : null}
          </div>
        </form>
      ) : null}
    </>
  );
}
