// The panel chunk's work: render the shared component with Preact into the loader's shadow root.
import { type FunctionComponent, h, render } from 'preact';
import { FrontdeskChat } from '../frontdesk-chat';
import type { FrontdeskChatProps } from '../types';
import { keepWords } from '../words/use-words';
import type { MountPanel } from './loader';

/**
 * The script tag has no callbacks, so they become DOM events on the <frontdesk-chat> element:
 * frontdesk:open, frontdesk:close, frontdesk:message and frontdesk:error (with the message or
 * error as `detail`).
 */
export const mountPanel: MountPanel = (root, props, focus, words) => {
  if (words) keepWords(...words);
  const emit = (type: string, detail?: unknown) =>
    root.host.dispatchEvent(new CustomEvent(`frontdesk:${type}`, { detail }));
  const container = document.createElement('div');
  root.append(container);
  render(
    h(FrontdeskChat as unknown as FunctionComponent<FrontdeskChatProps>, {
      ...props,
      onOpen: () => emit('open'),
      onClose: () => emit('close'),
      onMessage: (message) => emit('message', message),
      onError: (error) => emit('error', error),
    }),
    container,
  );
  if (focus === 'input') emit('open');
  if (focus) {
    // After Preact's first update, once the widget is shown.
    setTimeout(() => {
      const target = root.querySelector<HTMLElement>(
        focus === 'input' ? 'textarea' : '.fdc-launcher',
      );
      target?.focus();
    });
  }
};
