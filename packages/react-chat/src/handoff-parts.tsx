// The panel's parts for when a person is involved: the rating after a resolution, and the email
// form while the team is away. Preact-compatible like the rest (`onInput`, no React-only APIs).
import type { ReactElement } from 'react';
import { useState } from 'react';

export function RatingPrompt(props: {
  onRate(rating: number, comment: string): void;
  disabled: boolean;
}): ReactElement {
  const [comment, setComment] = useState('');
  return (
    <fieldset className="fdc-box">
      <legend>How would you rate this conversation?</legend>
      <input
        aria-label="Comment (optional)"
        placeholder="Comment (optional)"
        maxLength={1000}
        value={comment}
        onInput={(event) => setComment(event.currentTarget.value)}
      />
      <div>
        {[1, 2, 3, 4, 5].map((rating) => (
          <button
            key={rating}
            type="button"
            aria-label={`Rate ${rating} of 5`}
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

export function EmailForm(props: { onLeave(email: string): void; disabled: boolean }) {
  const [email, setEmail] = useState('');
  return (
    <form
      className="fdc-box"
      onSubmit={(event) => {
        event.preventDefault();
        if (email.trim()) props.onLeave(email.trim());
      }}
    >
      <p>Leave your email address and we'll reply there.</p>
      <div>
        <input
          type="email"
          aria-label="Email address"
          placeholder="you@example.com"
          maxLength={320}
          required
          value={email}
          onInput={(event) => setEmail(event.currentTarget.value)}
        />
        <button type="submit" disabled={props.disabled}>
          Leave email
        </button>
      </div>
    </form>
  );
}
