import { describe, expect, it } from 'vitest';
import { asksForPerson, confirmsResolution, emailIn, keywordIn } from './triggers';

describe('handoff triggers', () => {
  it('hears a customer asking for a person, as customers write it', () => {
    for (const text of [
      'can I talk to a human',
      'Agent please',
      'i want to speak with someone',
      'Connect me to a real person!',
      'can i get a representative',
      'human',
      'Is there a person here?',
      'I need customer service',
      'let me chat with an actual human being',
    ]) {
      expect(asksForPerson(text), text).toBe(true);
    }
  });

  it('hears it in the other nine languages, with or without accents', () => {
    for (const text of [
      'quiero hablar con una persona',
      'Puedo hablar con un asesor?',
      'je voudrais parler à un conseiller',
      'Kann ich mit einem Mitarbeiter sprechen?',
      'ich möchte einen echten Menschen',
      'quero falar com um atendente',
      'posso parlare con un operatore?',
      'kan ik met een medewerker praten',
      'chcę porozmawiać z konsultantem',
      'chce rozmawiac z czlowiekiem',
      'bir müşteri temsilcisiyle görüşmek istiyorum',
      'canlı destek lütfen',
      '担当者と話したいです',
      '有人対応をお願いします',
    ]) {
      expect(asksForPerson(text), text).toBe(true);
    }
  });

  it('does not hand off their questions that only mention people', () => {
    for (const text of [
      '¿cuántas personas caben en la sala?',
      'le gérant signe-t-il le bail ?',
      'Wie viele Mitarbeiter haben Sie?',
      'a que horas voces abrem',
      'quante persone può ospitare la sala?',
      'hoeveel mensen passen er in de zaal',
      'ile osób mieści sala?',
      'salon kaç kişilik',
      '何人まで入れますか',
    ]) {
      expect(asksForPerson(text), text).toBe(false);
    }
  });

  it('does not hand off questions that only mention people', () => {
    for (const text of [
      'how many people fit in the room?',
      'does the manager sign the lease',
      'what time do you open',
      'is the human resources office open on monday',
      'my agent number is 12',
    ]) {
      expect(asksForPerson(text), text).toBe(false);
    }
  });

  it('finds the business keywords as whole words, any case', () => {
    expect(keywordIn('I want a REFUND now', ['refund', 'lawyer'])).toBe('refund');
    expect(keywordIn('refunds policy?', ['refund'])).toBeUndefined();
    expect(keywordIn('I will call my lawyer.', ['refund', 'lawyer'])).toBe('lawyer');
    expect(keywordIn('this is a formal complaint', ['formal complaint'])).toBe('formal complaint');
    expect(keywordIn('anything', [])).toBeUndefined();
  });

  it('reads an email address left in a message', () => {
    expect(emailIn('sure, it is dana.w+shop@example.co.uk thanks')).toBe(
      'dana.w+shop@example.co.uk',
    );
    expect(emailIn('no address here @ all')).toBeUndefined();
  });
});

describe('a customer confirming an answer solved it', () => {
  it('hears it said in everyday words', () => {
    for (const text of [
      'thanks, that solved it',
      'Perfect, that answers my question!',
      "great that's exactly what I needed",
      'ok the problem is fixed now, thank you',
      "that's all i needed, cheers",
      'it worked, thanks',
    ]) {
      expect(confirmsResolution(text), text).toBe(true);
    }
  });

  it('hears it in the other nine languages, and not their denials', () => {
    for (const text of [
      'gracias, eso me resolvió la duda',
      'merci, ça m’a aidé',
      'danke, das hat geholfen',
      'obrigado, isso resolveu',
      'grazie, questo mi ha aiutato',
      'bedankt, dat heeft geholpen',
      'dzięki, to mi pomogło',
      'teşekkürler, sorunum çözüldü',
      'ありがとうございます、助かりました',
    ]) {
      expect(confirmsResolution(text), text).toBe(true);
    }
    for (const text of [
      'gracias, pero eso no me ayudó',
      'merci mais ça ne m’a pas aidé',
      'das hat mir nicht geholfen',
      'isso não resolveu nada',
      'questo non mi ha aiutato',
      'dat heeft niet geholpen',
      'to mi nie pomogło',
      'sorunum çözülmedi',
      '解決しませんでした',
      'gracias',
    ]) {
      expect(confirmsResolution(text), text).toBe(false);
    }
  });

  it('does not take thanks alone, or a denial, as a verdict', () => {
    for (const text of [
      'thanks',
      'thank you, one more question',
      "that didn't solve it",
      'it still has not worked',
      'how do I fix the problem?',
    ]) {
      expect(confirmsResolution(text), text).toBe(false);
    }
  });
});
