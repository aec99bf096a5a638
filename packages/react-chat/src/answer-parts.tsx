// What goes under one of the operator's answers: its sources (when the business shows them) and
// the customer's 'Helpful' / 'Not helpful', with an optional reason. Preact-compatible like the
// rest (`onInput`, no React-only APIs).
import type { ReactElement } from 'react';
import { useState } from 'react';
import type { ChatFeedback, ChatMessage } from './types';

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
}): ReactElement {
  const { message, rating, onRate, disabled } = props;
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
        <ul className="fdc-src" aria-label="Sources">
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
        {choice('up', 'Helpful')}
        {choice('down', 'Not helpful')}
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
            aria-label="What was missing?"
            placeholder="What was missing? (optional)"
            maxLength={1000}
            value={comment}
            onInput={(event) => setComment(event.currentTarget.value)}
          />
          <div>
            <button type="submit" disabled={disabled}>
              Send feedback
            </button>
            {props.onAskPerson ? (
              <button type="button" disabled={disabled} onClick={props.onAskPerson}>
                Talk to a person
              </button>
            ) : null}
          </div>
        </form>
      ) : null}
    </>
  );
}
