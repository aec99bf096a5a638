import { type ReactNode, useEffect } from 'react';
import { APP_LIVE_EVENT } from './handover';

interface TypedValue {
  field: HTMLInputElement | HTMLTextAreaElement;
  value: string;
}

const TEXT_FIELDS = 'input:not([type=checkbox]):not([type=radio]):not([type=hidden]), textarea';

/**
 * What a visitor typed into the prerendered page's fields before the app arrived. Hydration gives
 * a form field the value its component holds (empty), so without this a quick visitor, or one on
 * a slow network, would see their typing wiped.
 */
export function readTypedValues(container: HTMLElement): TypedValue[] {
  return [...container.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>(TEXT_FIELDS)]
    .filter((field) => field.value !== field.defaultValue)
    .map((field) => ({ field, value: field.value }));
}

/**
 * Once the app has committed its first render: types back what the visitor typed (as input
 * events, so the forms' state holds it), then tells the page's boot script, which replays the
 * clicks and submissions it held. A wrapper around the app rather than a sibling: a sibling would
 * change the ids React's useId derives from the tree, and so the markup hydration must match.
 */
export function TakeOver({ typed, children }: { typed: TypedValue[]; children: ReactNode }) {
  useEffect(() => {
    for (const { field, value } of typed) {
      // React reports a change only against the value it last saw, which hydration read as the
      // typed one: clear it through React's own setter, then set it past React (the prototype's).
      field.value = '';
      const prototype = Object.getPrototypeOf(field) as HTMLInputElement | HTMLTextAreaElement;
      Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(field, value);
      field.dispatchEvent(new Event('input', { bubbles: true }));
    }
    document.dispatchEvent(new Event(APP_LIVE_EVENT));
  }, [typed]);
  return children;
}
