import type { LanguageCode } from '@frontdesk/contracts';

/**
 * Asking for a person in the nine languages besides English (whose patterns, with their
 * examples, are in triggers.ts), as customers write it, matched on text folded to lower case
 * without accents ("quiero hablar con una persona", "je voudrais parler a un conseiller").
 * Like English's: short, unambiguous requests; a question that mentions people ("¿el gerente
 * firma el contrato?") does not hand off.
 */
export const PERSON_REQUESTS: Record<Exclude<LanguageCode, 'en'>, RegExp[]> = {
  es: [
    /\b(?:hablar|chatear|comunicarme)\s+con\s+(?:una?\s+|alguna?\s+)?(?:persona|humano|agente|asesora?|representante|operadora?|alguien(?:\s+real)?|encargad[oa]|empleado)\b/,
    /\b(?:quiero|necesito|prefiero|pasame|paseme|paseme con|me pasas con)\s+(?:con\s+)?(?:una?\s+)?(?:persona|humano|agente|asesora?|operadora?)\b/,
    /^\W*(?:una?\s+)?(?:persona|humano|agente|asesor)(?:\s+(?:real|por favor|porfa))?\W*$/,
  ],
  fr: [
    /\b(?:parler|discuter)\s+(?:a|avec)\s+(?:une?\s+)?(?:vraie?\s+)?(?:humain|personne|conseiller|conseillere|agent|operateur|operatrice|quelqu'?un)\b/,
    /\b(?:je veux|je voudrais|j'aimerais|besoin d')\s*(?:une?\s+)?(?:humain|vraie personne|conseiller|agent)\b/,
    /^\W*(?:un\s+)?(?:humain|conseiller|agent)(?:\s+(?:svp|s'il vous plait|stp))?\W*$/,
  ],
  de: [
    /\bmit\s+(?:einem\s+|einer\s+|jemandem\s*)?(?:echten\s+)?(?:menschen|mitarbeiter(?:in)?|person|berater(?:in)?|kundenservice|kundendienst|agenten|jemandem)\b/,
    /\b(?:ich (?:mochte|will|brauche))\s+(?:einen\s+|eine\s+)?(?:echten\s+)?(?:menschen|mitarbeiter(?:in)?|berater(?:in)?)\b/,
    /^\W*(?:mensch|mitarbeiter|berater)(?:\s+bitte)?\W*$/,
  ],
  pt: [
    /\b(?:falar|conversar)\s+com\s+(?:um\s+|uma\s+)?(?:pessoa|humano|atendente|agente|alguem(?:\s+de verdade)?|funcionari[oa]|consultor[a]?)\b/,
    /\b(?:quero|preciso de|prefiro)\s+(?:um\s+|uma\s+)?(?:atendente|humano|pessoa real|agente)\b/,
    /^\W*(?:um\s+)?(?:atendente|humano)(?:\s+(?:por favor|pfv))?\W*$/,
  ],
  it: [
    /\b(?:parlare|chattare)\s+con\s+(?:un\s+|una\s+|un'?\s*)?(?:persona(?:\s+vera)?|operatore|operatrice|umano|essere umano|qualcuno|agente|consulente)\b/,
    /\b(?:voglio|vorrei|ho bisogno di)\s+(?:un\s+|una\s+)?(?:operatore|persona vera|umano|consulente)\b/,
    /^\W*(?:un\s+)?(?:operatore|umano)(?:\s+(?:per favore|grazie))?\W*$/,
  ],
  nl: [
    /\b(?:spreken|praten|chatten)\s+met\s+(?:een\s+)?(?:echt\s+)?(?:mens|medewerker|persoon|iemand)\b/,
    /\bmet\s+(?:een\s+)?(?:echte?\s+)?(?:mens|medewerker|persoon|iemand)\s+(?:spreken|praten|chatten)\b/,
    /^\W*(?:een\s+)?(?:medewerker|mens)(?:\s+(?:aub|alstublieft|graag))?\W*$/,
  ],
  pl: [
    /\b(?:rozmawiac|porozmawiac|pogadac|polaczyc)\s+(?:sie\s+)?z\s+(?:prawdziwym\s+)?(?:czlowiekiem|konsultantem|konsultantka|pracownikiem|osoba|kims)\b/,
    /\b(?:chce|chcialbym|chcialabym|prosze o|potrzebuje)\s+(?:prawdziwego\s+)?(?:konsultanta|czlowieka|pracownika)\b/,
    /^\W*(?:konsultant|czlowiek)(?:\s+prosze)?\W*$/,
  ],
  tr: [
    /\b(?:bir\s+)?(?:insanla|biriyle|yetkiliyle|temsilciyle|calisanla|gercek biriyle|musteri temsilcisiyle)\s+(?:gorusmek|konusmak|gorusebilir|konusabilir)/,
    /\b(?:canli destek|musteri temsilcisi|yetkili)\s+(?:istiyorum|lutfen|bagla)/,
    /^\W*(?:canli destek|musteri temsilcisi)\W*$/,
  ],
  ja: [
    /(?:人|担当者|オペレーター|スタッフ|係の人|人間)(?:と|に)(?:話|はな|つな|繋|代わ|かわ)/,
    /有人(?:対応|チャット)/,
  ],
};
