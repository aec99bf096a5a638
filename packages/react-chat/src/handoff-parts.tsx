// The panel's parts for when a person is involved: the rating after a resolution, and the email
// form while the team is away. Preact-compatible like the rest (`onInput`, no React-only APIs).
import type { ReactElement } from 'react';
import { useState } from 'react';
import type { Words } from './words/en';

export function RatingPrompt(props: {
  onRate(rating: number, comment: string): void;
  disabled: boolean;
  words: Words;
}): ReactElement {
  const { words } = props;
  const [comment, setComment] = useState('');
  return (
    <fieldset className="fdc-box">
      <legend>{words.ratePrompt}</legend>
      <input
        aria-label={words.comment}
        placeholder={words.comment}
        maxLength={1000}
        value={comment}
        onInput={(event) => setComment(event.currentTarget.value)}
      />
      <div>
        {[1, 2, 3, 4, 5].map((rating) => (
          <button
            key={rating}
            type="button"
            aria-label={words.rate(rating)}
            disabled={props.disabled}
            onClick={() => props.onRate(rating, comment)}
          >
            {rating}
          </button>
        ))}
      </div>
    </fieldset>
  );
}

export function EmailForm(props: {
  onLeave(email: string): void;
  disabled: boolean;
  words: Words;
}) {
  const { words } = props;
  const [email, setEmail] = useState('');
  return (
    <form
      className="fdc-box"
      onSubmit={(event) => {
        event.preventDefault();
        if (email.trim()) props.onLeave(email.trim());
      }}
    >
      <p>{words.emailPrompt}</p>
      <div>
        <input
          type="email"
          aria-label={words.email}
          placeholder="you@example.com"
          maxLength={320}
          required
          value={email}
          onInput={(event) => setEmail(event.currentTarget.value)}
        />
        <button type="submit" disabled={props.disabled}>
          {words.leaveEmail}
        </button>
      </div>
    </form>
  );
}
