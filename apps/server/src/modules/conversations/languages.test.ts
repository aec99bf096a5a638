import { describe, expect, it } from 'vitest';
import {
  businessWithKey,
  call,
  signUpWithOrganization,
  useModelTestContext,
  useTestContext,
} from '../../../test/support/test-app';
import { operatorPhrases } from '../../operator/language/phrases';

const context = useTestContext();

const SPANISH =
  'Horario: abrimos de lunes a viernes de 8:00 a 18:00. Las tartas de cumpleaños cuestan 25 euros y se encargan con dos días de antelación.';
const ENGLISH =
  'Opening hours: we open Monday to Friday from 8:00 to 18:00. Birthday cakes cost 25 euros and are ordered two days ahead.';

const ask = (key: string, body: object) =>
  context.app.inject({
    method: 'POST',
    url: '/api/v1/conversations',
    headers: { authorization: key },
    payload: body,
  });

describe('the conversation’s language (issue 27)', () => {
  it('answers a Spanish question from Spanish knowledge, in Spanish, and keeps the language', async () => {
    const { key, token } = await businessWithKey(context, SPANISH);
    const first = await ask(key, { message: 'cuanto cuestan las tartas de cumpleaños?' });
    expect(first.statusCode).toBe(200);
    const body = first.json();
    expect(body.language).toBe('es');
    expect(body.messages[1].content).toContain('25 euros');
    expect(body.messages[1].content).toMatch(/^Esto es lo que puedo decirle:/);
    // A short message decides nothing: the conversation keeps Spanish.
    const next = await ask(key, { conversationId: body.conversationId, message: 'ok thanks' });
    expect(next.json().language).toBe('es');
    const review = await call(context.app, 'GET', `/conversations/${body.conversationId}`, {
      token,
    });
    expect(review.json().language).toBe('es');
    const listed = await call(context.app, 'GET', '/conversations?language=es', { token });
    expect(listed.json().results.map((c: { id: string }) => c.id)).toEqual([body.conversationId]);
    expect(listed.json().results[0].language).toBe('es');
    const none = await call(context.app, 'GET', '/conversations?language=fr', { token });
    expect(none.json().results).toEqual([]);
  });

  it('takes the widget’s locale until a message decides, then the message for good', async () => {
    const { key } = await businessWithKey(context, SPANISH);
    // "hola" is too short to decide: the browser's locale does.
    const hinted = await ask(key, { message: 'hola', locale: 'es-MX' });
    expect(hinted.json().language).toBe('es');
    expect(hinted.json().messages[1].content).toBe(operatorPhrases.es.noAnswer);
    const id = hinted.json().conversationId;
    // A long message in English decides English, far from Spanish; later hints change nothing.
    const decided = await ask(key, {
      conversationId: id,
      message: 'Sorry, could you tell me when you open on weekdays?',
      locale: 'es-MX',
    });
    expect(decided.json().language).toBe('en');
    const after = await ask(key, { conversationId: id, message: 'vale', locale: 'es' });
    expect(after.json().language).toBe('en');
  });

  it('keeps the locale’s language when a message is a close call between neighbours', async () => {
    const { key } = await businessWithKey(context, SPANISH);
    // Portuguese typed without accents scores Spanish just above Portuguese.
    const response = await ask(key, {
      message: 'horario do escritorio no sabado',
      locale: 'pt-BR',
    });
    expect(response.json().language).toBe('pt');
  });

  it('hands a Spanish customer to a person when asked in Spanish, and says so in Spanish', async () => {
    const { key } = await businessWithKey(context, SPANISH);
    const response = await ask(key, { message: 'quiero hablar con una persona', locale: 'es' });
    expect(response.json().status).toBe('waiting');
    expect(response.json().messages[1].content).toBe(operatorPhrases.es.handoffMessage);
  });

  it('uses the organization’s default language when nothing else says', async () => {
    const { key, token } = await businessWithKey(context, SPANISH);
    const saved = await call(context.app, 'GET', '/agent-configurations', { token });
    expect(saved.json().defaultLanguage).toBe('en');
    const configuration = {
      name: 'Lola',
      description: 'La panadería',
      roles: ['self-service'],
      instructions: 'Responde con amabilidad.',
      interactionStyle: 'professional',
      temperature: 0.5,
      defaultLanguage: 'es',
    };
    const put = await call(context.app, 'PATCH', '/agent-configurations', {
      token,
      body: configuration,
    });
    expect(put.json().defaultLanguage).toBe('es');
    // Saved again without the field: the default language saved before is kept.
    const { defaultLanguage: _left, ...withoutLanguage } = configuration;
    const again = await call(context.app, 'PATCH', '/agent-configurations', {
      token,
      body: withoutLanguage,
    });
    expect(again.json().defaultLanguage).toBe('es');
    const response = await ask(key, { message: 'ok' });
    expect(response.json().language).toBe('es');
    const refused = await call(context.app, 'PATCH', '/agent-configurations', {
      token,
      body: { ...configuration, defaultLanguage: 'xx' },
    });
    expect(refused.statusCode).toBe(400);
  });

  it('answers from knowledge in another language with a sentence that says so', async () => {
    const { key } = await businessWithKey(context, ENGLISH);
    const response = await ask(key, {
      message: 'cuanto cuestan las birthday cakes?',
      locale: 'es',
    });
    const reply = response.json().messages[1].content as string;
    expect(response.json().language).toBe('es');
    expect(reply.startsWith(operatorPhrases.es.fromOtherLanguage('en'))).toBe(true);
    expect(reply).toContain('25 euros');
    // Nothing found: the customer's own language says so, never English.
    const nothing = await ask(key, { message: 'alquilan bicicletas?', locale: 'es' });
    expect(nothing.json().messages[1].content).toBe(operatorPhrases.es.noAnswer);
  });

  it('detects a snippet’s language, lets a member set it, and hides it from other tenants', async () => {
    const { token } = await signUpWithOrganization(context);
    const added = await call(context.app, 'POST', '/contents', { token, body: { text: SPANISH } });
    expect(added.json().language).toBe('es');
    const set = await call(context.app, 'POST', '/contents', {
      token,
      body: { text: 'Tarta', language: 'fr' },
    });
    expect(set.json().language).toBe('fr');
    const changed = await call(context.app, 'PATCH', `/contents/${set.json().id}`, {
      token,
      body: { language: 'es' },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().language).toBe('es');
    const bad = await call(context.app, 'PATCH', `/contents/${set.json().id}`, {
      token,
      body: { language: 'klingon' },
    });
    expect(bad.statusCode).toBe(400);
    const other = await signUpWithOrganization(context);
    const foreign = await call(context.app, 'PATCH', `/contents/${set.json().id}`, {
      token: other.token,
      body: { language: 'de' },
    });
    expect(foreign.statusCode).toBe(404);
    const listed = await call(context.app, 'GET', '/contents', { token });
    expect(
      listed
        .json()
        .map((c: { language: string }) => c.language)
        .sort(),
    ).toEqual(['es', 'es']);
  });
});

describe('a configured model, asked in another language than the knowledge’s', () => {
  const { context: withModel, model } = useModelTestContext({ reply: 'Cuestan 25 euros.' });

  it('is told the customer’s language and given the knowledge', async () => {
    const { key } = await businessWithKey(withModel, ENGLISH);
    const response = await withModel.app.inject({
      method: 'POST',
      url: '/api/v1/conversations',
      headers: { authorization: key },
      payload: { message: '¿Cuánto cuestan las tartas de cumpleaños, por favor?' },
    });
    expect(response.json().language).toBe('es');
    const system = model.requests.at(-1)?.messages.find((m) => m.role === 'system')?.content;
    expect(String(system)).toContain('always answer in Spanish');
    expect(String(system)).toContain('Birthday cakes cost 25 euros');
  });
});
