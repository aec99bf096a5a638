// Renders the React component against a fake server, as a customer's page would.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FrontdeskChat } from '../frontdesk-chat';
import type { FrontdeskChatProps } from '../types';
import type { FakeServer } from './fake-server';

export function renderChat(server: FakeServer, props: Partial<FrontdeskChatProps> = {}) {
  const user = userEvent.setup();
  const view = render(<FrontdeskChat apiKey="fd_pk_test" baseUrl={server.baseUrl} {...props} />);
  return { user, ...view };
}

/** Renders the chat and opens it, waiting for the operator (Ada) to show. */
export async function openChat(server: FakeServer, props: Partial<FrontdeskChatProps> = {}) {
  const view = renderChat(server, props);
  await view.user.click(screen.getByRole('button', { name: 'Open chat' }));
  await screen.findByRole('heading', { name: 'Ada' });
  return view;
}
