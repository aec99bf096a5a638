import { type ClipboardEvent, type KeyboardEvent, useRef } from 'react';
import { cn } from '@/lib/cn';

const onlyDigits = (text: string) => text.replace(/\D/g, '');

/** Typing into a filled box whose caret sat beside the old digit yields two: keep the new one. */
function replaced(previous: string, typed: string): string {
  if (!previous || typed.length !== 2) return typed;
  if (typed.startsWith(previous)) return typed.slice(1);
  if (typed.endsWith(previous)) return typed.slice(0, -1);
  return typed;
}

/**
 * One box per digit. Typing moves to the next box, Backspace on an empty box goes back, and a
 * pasted or autofilled code (from any box) fills the boxes from there on. Non-digits are dropped.
 */
export function ActivationCodeInput({
  value,
  onChange,
  length,
  disabled,
  invalid,
  label,
}: {
  value: string;
  onChange: (value: string) => void;
  length: number;
  disabled?: boolean;
  invalid?: boolean;
  label: string;
}) {
  const inputs = useRef<(HTMLInputElement | null)[]>([]);
  // Focus moves before React re-renders, so the focus guard must read the code just produced.
  const latest = useRef(value);
  latest.current = value;
  const digits = Array.from({ length }, (_, i) => value[i] ?? '');

  function commit(next: string) {
    latest.current = next;
    onChange(next);
  }

  function focusBox(index: number) {
    const box = inputs.current[Math.max(0, Math.min(index, length - 1))];
    box?.focus();
    box?.select();
  }

  function fillFrom(index: number, typed: string) {
    const next = digits.slice();
    const incoming = onlyDigits(typed)
      .slice(0, length - index)
      .split('');
    incoming.forEach((digit, offset) => {
      next[index + offset] = digit;
    });
    // Keep the code contiguous: a gap would leave digits the user cannot see in order.
    const joined = next.join('').slice(0, length);
    commit(joined);
    if (incoming.length > 0) focusBox(index + incoming.length);
  }

  function handleKeyDown(index: number, event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Backspace') {
      event.preventDefault();
      if (digits[index]) {
        commit(value.slice(0, index) + value.slice(index + 1));
      } else if (index > 0) {
        commit(value.slice(0, index - 1) + value.slice(index));
        focusBox(index - 1);
      }
    } else if (event.key === 'ArrowLeft') {
      event.preventDefault();
      focusBox(index - 1);
    } else if (event.key === 'ArrowRight') {
      event.preventDefault();
      focusBox(index + 1);
    }
  }

  function handlePaste(index: number, event: ClipboardEvent<HTMLInputElement>) {
    event.preventDefault();
    fillFrom(index, event.clipboardData.getData('text'));
  }

  return (
    <fieldset data-slot="activation-code-input" className="grid justify-items-center gap-3">
      <legend className="mb-3 w-full text-center font-medium text-sm">{label}</legend>
      <div className="flex justify-center gap-2">
        {digits.map((digit, index) => (
          <input
            // The boxes never reorder, so the position is a stable key.
            key={index}
            ref={(element) => {
              inputs.current[index] = element;
            }}
            value={digit}
            // Never start past the first empty box, so digits always land in order.
            onFocus={(event) => {
              if (index > latest.current.length) focusBox(latest.current.length);
              else event.currentTarget.select();
            }}
            onChange={(event) =>
              fillFrom(Math.min(index, value.length), replaced(digit, event.target.value))
            }
            onKeyDown={(event) => handleKeyDown(index, event)}
            onPaste={(event) => handlePaste(Math.min(index, value.length), event)}
            inputMode="numeric"
            autoComplete={index === 0 ? 'one-time-code' : 'off'}
            pattern="[0-9]*"
            maxLength={length}
            disabled={disabled}
            aria-invalid={invalid || undefined}
            aria-label={`Digit ${index + 1} of ${length}`}
            className={cn(
              'size-11 rounded-md border border-input bg-transparent text-center font-semibold text-lg shadow-xs outline-none transition-[color,box-shadow] sm:size-12',
              'focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50',
              'disabled:cursor-not-allowed disabled:opacity-50 aria-invalid:border-destructive',
            )}
          />
        ))}
      </div>
    </fieldset>
  );
}
