import type { LanguageCode } from '@frontdesk/contracts';

/**
 * How the built-in engine frames an answer in each language other than English: one neutral,
 * polite voice per language. English keeps its six interaction styles (builtin-answer.ts); the
 * styles' nuances are not worth nine times six sentences a business cannot read to check.
 */
export interface AnswerFrame {
  opener: string;
  closer: string;
  /** Leads the organization's contact details after "I don't know". */
  reachUs: string;
}

export const answerFrames: Record<Exclude<LanguageCode, 'en'>, AnswerFrame> = {
  es: {
    opener: 'Esto es lo que puedo decirle:',
    closer: '¿Puedo ayudarle en algo más?',
    reachUs: 'Puede contactar con ellos aquí:',
  },
  fr: {
    opener: 'Voici ce que je peux vous dire :',
    closer: 'Puis-je vous aider pour autre chose ?',
    reachUs: 'Vous pouvez les joindre ici :',
  },
  de: {
    opener: 'Folgendes kann ich Ihnen sagen:',
    closer: 'Kann ich Ihnen sonst noch helfen?',
    reachUs: 'So erreichen Sie das Team:',
  },
  pt: {
    opener: 'Isto é o que posso lhe dizer:',
    closer: 'Posso ajudar em mais alguma coisa?',
    reachUs: 'Você pode falar com a equipe aqui:',
  },
  it: {
    opener: 'Ecco cosa posso dirle:',
    closer: 'Posso aiutarla in qualcos’altro?',
    reachUs: 'Può contattarli qui:',
  },
  nl: {
    opener: 'Dit kan ik u vertellen:',
    closer: 'Kan ik u nog ergens anders mee helpen?',
    reachUs: 'U kunt het team hier bereiken:',
  },
  pl: {
    opener: 'Oto, co mogę powiedzieć:',
    closer: 'Czy mogę pomóc w czymś jeszcze?',
    reachUs: 'Można się z nimi skontaktować tutaj:',
  },
  tr: {
    opener: 'Size şunu söyleyebilirim:',
    closer: 'Başka bir konuda yardımcı olabilir miyim?',
    reachUs: 'Ekibe buradan ulaşabilirsiniz:',
  },
  ja: {
    opener: 'ご案内できる内容は次のとおりです:',
    closer: 'ほかにご不明な点はございますか?',
    reachUs: '連絡先はこちらです:',
  },
};
