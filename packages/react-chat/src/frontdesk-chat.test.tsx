import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import {
  answerWith,
  CONVERSATIONS,
  conversationOf,
  fakeServerForEachTest,
  gate,
  LOOKUP,
  message,
  sendEvent,
  startEvents,
} from './test/fake-server';
import { openChat, renderChat } from './test/render-chat';

const server = fakeServerForEachTest({ answerLookup: true });

const sentBodies = () => server.requests.filter((r) => r.path === CONVERSATIONS).map((r) => r.body);

describe('FrontdeskChat', () => {
  it('starts as a launcher alone, and asks the server nothing until it is opened', async () => {
    renderChat(server, { accentColor: '#fde047', position: 'bottom-left' });
    const launcher = screen.getByRole('button', { name: 'Open chat' });
    expect(launcher).toHaveAttribute('aria-haspopup', 'dialog');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(launcher.closest('.fdc-root')).toHaveClass('fdc-left');
    // A light accent gets dark text.
    expect(
      launcher.closest<HTMLElement>('.fdc-root')?.style.getPropertyValue('--fdc-on-accent'),
    ).toBe('#111');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(server.requests).toHaveLength(0);
  });

  it('opens a panel with the title, the greeting, a message box and focus inside', async () => {
    const onOpen = vi.fn();
    server.on(LOOKUP, () => {}); // the operator's name never arrives
    const { user } = renderChat(server, {
      title: 'Acme help',
      greeting: 'Hello! Ask us anything.',
      onOpen,
    });
    await user.click(screen.getByRole('button', { name: 'Open chat' }));

    const dialog = screen.getByRole('dialog', { name: 'Acme help' });
    expect(within(dialog).getByText('Hello! Ask us anything.')).toBeInTheDocument();
    const box = screen.getByRole('textbox', { name: 'Message' });
    expect(box).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
    expect(onOpen).toHaveBeenCalledTimes(1);
  });

  it('names the panel after the operator once the lookup answers, sending the key', async () => {
    await openChat(server);
    expect(screen.getByRole('dialog', { name: 'Ada' })).toBeInTheDocument();
    const [lookup] = server.requests;
    expect(lookup?.path).toBe(LOOKUP);
    expect(lookup?.headers.authorization).toBe('fd_pk_test');
    expect(lookup?.body).toEqual({});
  });

  it('streams the reply as it is written, then announces it', async () => {
    const rest = gate();
    server.on(CONVERSATIONS, async (request, response) => {
      startEvents(response);
      sendEvent(response, 'delta', { text: 'Your order ' });
      await rest.promise;
      sendEvent(response, 'delta', { text: 'ships today.' });
      sendEvent(
        response,
        'done',
        conversationOf('conv-1', [
          message('user', String(request.body.message)),
          message('assistant', 'Your order ships today.'),
        ]),
      );
      response.end();
    });
    const onMessage = vi.fn();
    const { user } = await openChat(server, { onMessage });
    await user.type(screen.getByRole('textbox', { name: 'Message' }), 'Where is my order?');
    await user.click(screen.getByRole('button', { name: 'Send' }));

    expect(await screen.findByText('Your order')).toBeInTheDocument();
    expect(screen.getByText('Where is my order?')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
    rest.open();

    expect(await screen.findByText('Your order ships today.')).toHaveClass('fdc-msg');
    const live = document.querySelector('[aria-live="polite"]');
    await waitFor(() => expect(live).toHaveTextContent('Ada: Your order ships today.'));
    expect(onMessage.mock.calls.map(([m]) => [m.role, m.content])).toEqual([
      ['user', 'Where is my order?'],
      ['assistant', 'Your order ships today.'],
    ]);
    const [request] = server.requests.filter((r) => r.path === CONVERSATIONS);
    expect(request?.headers.accept).toBe('text/event-stream');
    expect(request?.headers.authorization).toBe('fd_pk_test');
    // With the browser's locale (jsdom's), the conversation's language until a message decides.
    expect(request?.body).toEqual({ message: 'Where is my order?', locale: 'en-US' });
    expect(JSON.parse(localStorage.getItem('frontdesk-chat:fd_pk_test') ?? '')).toEqual({
      id: 'conv-1',
      user: '',
    });
  });

  it('shows a typing indicator while the operator has not started writing', async () => {
    const start = gate();
    server.on(CONVERSATIONS, async (_request, response) => {
      await start.promise;
      startEvents(response);
      sendEvent(response, 'delta', { text: 'Hi!' });
      sendEvent(
        response,
        'done',
        conversationOf('conv-1', [message('user', 'Hello'), message('assistant', 'Hi!')]),
      );
      response.end();
    });
    const { user } = await openChat(server);
    await user.type(screen.getByRole('textbox', { name: 'Message' }), 'Hello{Enter}');

    expect(await screen.findByRole('status')).toHaveTextContent('Ada is typing');
    start.open();
    expect(await screen.findByText('Hi!')).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('sends on Enter and keeps Shift+Enter for a new line', async () => {
    answerWith(server, 'Noted.');
    const { user } = await openChat(server);
    const box = screen.getByRole('textbox', { name: 'Message' });
    await user.type(box, 'Line one{Shift>}{Enter}{/Shift}Line two');
    expect(box).toHaveValue('Line one\nLine two');
    expect(sentBodies()).toHaveLength(0);
    await user.type(box, '{Enter}');
    expect(await screen.findByText('Noted.')).toBeInTheDocument();
    expect(sentBodies()).toEqual([{ message: 'Line one\nLine two', locale: 'en-US' }]);
  });

  it("shows the operator's words as text, never as HTML", async () => {
    answerWith(server, '<img src=x onerror=alert(1)>', ' <b>bold</b>');
    const { user, container } = await openChat(server);
    await user.type(screen.getByRole('textbox', { name: 'Message' }), '<script>x</script>{Enter}');

    expect(await screen.findByText('<img src=x onerror=alert(1)> <b>bold</b>')).toBeInTheDocument();
    expect(screen.getByText('<script>x</script>')).toBeInTheDocument();
    expect(container.querySelector('img, b, script')).toBeNull();
  });

  it('makes web addresses in a reply into links that open apart from the page', async () => {
    answerWith(server, 'See https://acme.test/orders?id=1. Or javascript:alert(1)');
    const { user } = await openChat(server);
    await user.type(screen.getByRole('textbox', { name: 'Message' }), 'Help{Enter}');

    const link = await screen.findByRole('link', { name: 'https://acme.test/orders?id=1' });
    expect(link).toHaveAttribute('href', 'https://acme.test/orders?id=1');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getAllByRole('link')).toHaveLength(1);
  });

  it("sends the website's signed-in user with every call", async () => {
    answerWith(server, 'Hello Grace.');
    const visitor = { id: 'u_42', name: 'Grace', email: 'grace@example.com', hash: 'a'.repeat(64) };
    const { user } = await openChat(server, { user: visitor });
    await user.type(screen.getByRole('textbox', { name: 'Message' }), 'Hi{Enter}');
    await screen.findByText('Hello Grace.');

    expect(server.requests.find((r) => r.path === LOOKUP)?.body).toEqual({ user: visitor });
    expect(sentBodies()).toEqual([{ message: 'Hi', user: visitor, locale: 'en-US' }]);
    // The stored conversation belongs to that user.
    expect(JSON.parse(localStorage.getItem('frontdesk-chat:fd_pk_test') ?? '')).toEqual({
      id: 'conv-1',
      user: 'u_42',
    });
  });

  it('closes on Escape and gives focus back to the launcher', async () => {
    const onClose = vi.fn();
    const { user } = await openChat(server, { onClose });
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveFocus();
    await user.keyboard('{Escape}');

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open chat' })).toHaveFocus();
    expect(onClose).toHaveBeenCalledTimes(1);

    await user.keyboard('{Enter}');
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Close chat' }));
    expect(screen.getByRole('button', { name: 'Open chat' })).toHaveFocus();
  });

  it('opens by itself with defaultOpen, without taking focus from the page', async () => {
    renderChat(server, { defaultOpen: true });
    expect(await screen.findByRole('dialog', { name: 'Ada' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Message' })).not.toHaveFocus();
  });
});
