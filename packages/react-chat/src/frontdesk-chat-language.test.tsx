import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import {
  apiError,
  CONVERSATIONS,
  conversationOf,
  fakeServerForEachTest,
  message,
  sendEvent,
  sendJson,
  startEvents,
} from './test/fake-server';
import { renderChat } from './test/render-chat';
import type { FrontdeskChatProps } from './types';
import type { LanguageCode } from './words/language';

const server = fakeServerForEachTest({ answerLookup: true });

const sentBodies = () => server.requests.filter((r) => r.path === CONVERSATIONS).map((r) => r.body);

/** The browser's language, as `navigator.language` reports it. */
const browserSpeaks = (locale: string) =>
  vi.spyOn(navigator, 'language', 'get').mockReturnValue(locale);

/** A server that answers each message in a conversation of `language` (or of none said). */
function answerIn(language: LanguageCode | undefined) {
  server.on(CONVERSATIONS, (request, response) => {
    startEvents(response);
    sendEvent(response, 'done', {
      ...conversationOf('conv-1', [
        message('user', String(request.body.message)),
        message('assistant', 'Ok.'),
      ]),
      language,
    });
    response.end();
  });
}

/** Opens the chat by its launcher, named in the language the widget speaks. */
async function openIn(openLabel: string, props: Partial<FrontdeskChatProps> = {}) {
  const view = renderChat(server, props);
  await view.user.click(await screen.findByRole('button', { name: openLabel }));
  await screen.findByRole('heading', { name: 'Ada' });
  return view;
}

async function send(user: ReturnType<typeof renderChat>['user'], box: string, button: string) {
  await user.type(screen.getByRole('textbox', { name: box }), 'Hola');
  await user.click(screen.getByRole('button', { name: button }));
  expect(await screen.findByText('Ok.')).toBeInTheDocument();
}

describe('FrontdeskChat in the customer’s language', () => {
  it('speaks the site’s locale, and sends it with each message', async () => {
    browserSpeaks('en-US');
    answerIn(undefined);
    const { user } = await openIn('Abrir chat', { locale: 'es-ES' });

    expect(screen.getByText('¡Hola! ¿En qué podemos ayudarle hoy?')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Mensaje' })).toHaveAttribute(
      'placeholder',
      'Escriba un mensaje…',
    );
    expect(screen.getByRole('button', { name: 'Nueva conversación' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cerrar chat' })).toBeInTheDocument();
    await send(user, 'Mensaje', 'Enviar');
    expect(sentBodies()).toEqual([{ message: 'Hola', locale: 'es-ES' }]);
  });

  it('keeps the site’s own greeting and placeholder as they are', async () => {
    await openIn('Abrir chat', { locale: 'es', greeting: 'Welcome!', placeholder: 'Ask' });
    expect(screen.getByText('Welcome!')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Mensaje' })).toHaveAttribute('placeholder', 'Ask');
  });

  it('follows the browser’s language when the site gives no locale', async () => {
    browserSpeaks('fr-CA');
    answerIn(undefined);
    const { user } = await openIn('Ouvrir le chat');
    await send(user, 'Message', 'Envoyer');
    expect(sentBodies()).toEqual([{ message: 'Hola', locale: 'fr-CA' }]);
  });

  it('speaks the conversation’s language once the server has said it, on later pages too', async () => {
    answerIn('de');
    const { user, unmount } = await openIn('Abrir chat', { locale: 'es' });
    await send(user, 'Mensaje', 'Enviar');
    expect(await screen.findByRole('button', { name: 'Senden' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Nachricht' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Neues Gespräch' })).toBeInTheDocument();

    // The next page opens in German at once, before the lookup has answered.
    unmount();
    server.on('/api/v1/conversations/lookup', () => {});
    renderChat(server, { locale: 'es' });
    expect(await screen.findByRole('button', { name: 'Chat öffnen' })).toBeInTheDocument();
  });

  it('falls back to English for languages it does not speak, and still sends the locale', async () => {
    browserSpeaks('sv-SE');
    answerIn(undefined);
    const { user } = await openIn('Open chat', { locale: 'xx-YY' });
    expect(screen.getByText('Hi! How can we help you today?')).toBeInTheDocument();
    await send(user, 'Message', 'Send');
    expect(sentBodies()).toEqual([{ message: 'Hola', locale: 'xx-YY' }]);
  });

  it('says what failed in the customer’s language; the server’s own sentences as they are', async () => {
    server.on(CONVERSATIONS, (_request, response) =>
      sendJson(response, 429, apiError(429, 'too_many_requests', 'Slow down.')),
    );
    const { user } = await openIn('Apri la chat', { locale: 'it' });
    await user.type(screen.getByRole('textbox', { name: 'Messaggio' }), 'Ciao');
    await user.click(screen.getByRole('button', { name: 'Invia' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Troppi messaggi. Attendi un momento.',
    );

    server.on(CONVERSATIONS, (_request, response) =>
      sendJson(response, 400, apiError(400, 'bad_request', 'Message is required.')),
    );
    await user.click(screen.getByRole('button', { name: 'Riprova' }));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('Message is required.'),
    );
  });
});
