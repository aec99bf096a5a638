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

/**
 * A customer saying an answer solved it, in the nine languages besides English (triggers.ts has
 * English's): "eso me resolvió la duda", "ça m'a aidé", "das hat geholfen". Thanks alone is
 * politeness, not a verdict; a sentence with the language's negation is none either.
 */
export const CONFIRMATIONS: Record<Exclude<LanguageCode, 'en'>, { says: RegExp[]; not: RegExp }> = {
  es: {
    says: [
      /\b(?:eso|esto|ya|me)\s+(?:me\s+)?(?:resolvio|soluciono|ayudo|sirvio|funciono)\b/,
      /\b(?:problema|duda|pregunta)\s+(?:esta\s+)?(?:resuelt[ao]|solucionad[ao])\b/,
      /\b(?:justo|exactamente)\s+lo\s+que\s+(?:necesitaba|buscaba)\b/,
    ],
    not: /\b(?:no|nada|tampoco)\b/,
  },
  fr: {
    says: [
      /\b(?:ca|cela|c'est|vous)\s+(?:m'a\s+|a\s+)?(?:resolu|regle|aide|repondu)\b/,
      /\b(?:probleme|question)\s+(?:est\s+)?(?:resolue?|reglee?)\b/,
      /\bexactement\s+ce\s+(?:qu'il\s+me\s+fallait|que\s+je\s+cherchais)\b/,
    ],
    not: /\b(?:pas|ne|n'|jamais|plus)\b/,
  },
  de: {
    says: [
      /\b(?:das|es|sie)\s+(?:hat|haben)\s+(?:mir\s+)?(?:geholfen|funktioniert|weitergeholfen)\b/,
      /\b(?:problem|frage)\s+(?:ist\s+)?(?:gelost|geklart|beantwortet)\b/,
      /\bgenau\s+das\s+(?:habe\s+ich\s+gesucht|brauchte\s+ich)\b/,
    ],
    not: /\b(?:nicht|kein|keine|nie)\b/,
  },
  pt: {
    says: [
      /\b(?:isso|isto|voce|voces)\s+(?:me\s+)?(?:resolveu|ajudou|funcionou|esclareceu)\b/,
      /\b(?:problema|duvida)\s+(?:esta\s+)?(?:resolvid[ao]|esclarecid[ao])\b/,
      /\bexatamente\s+o\s+que\s+eu\s+(?:precisava|procurava)\b/,
    ],
    not: /\b(?:nao|nada|nunca)\b/,
  },
  it: {
    says: [
      /\b(?:questo|cio|mi)\s+(?:mi\s+)?(?:ha\s+)?(?:risolto|aiutato|funzionato|chiarito)\b/,
      /\b(?:problema|dubbio|domanda)\s+(?:e\s+)?risolt[oa]\b/,
      /\bproprio\s+quello\s+che\s+(?:cercavo|mi\s+serviva)\b/,
    ],
    not: /\b(?:non|mai|niente)\b/,
  },
  nl: {
    says: [
      /\b(?:dat|dit|u|jullie)\s+(?:heeft|hebben|heb)\s+(?:me\s+|mij\s+)?(?:geholpen|opgelost)\b/,
      /\b(?:probleem|vraag)\s+(?:is\s+)?(?:opgelost|beantwoord)\b/,
      /\bprecies\s+wat\s+ik\s+(?:zocht|nodig\s+had)\b/,
    ],
    not: /\b(?:niet|geen|nooit)\b/,
  },
  pl: {
    says: [
      /\bto\s+(?:mi\s+)?(?:pomoglo|rozwiazalo|zadzialalo|wyjasnilo)\b/,
      /\b(?:problem|pytanie|sprawa)\s+(?:jest\s+)?(?:rozwiazan[ay]|zalatwion[ay])\b/,
      /\bdokladnie\s+(?:tego|to)\s+(?:szukalem|szukalam|potrzebowalem|potrzebowalam)\b/,
    ],
    not: /\b(?:nie|nic)\b/,
  },
  tr: {
    says: [
      /\b(?:bu|bilgi|cevap)\s+(?:cok\s+)?(?:isime\s+yaradi|yardimci\s+oldu|sorunumu\s+cozdu)\b/,
      /\bsorun(?:um)?\s+cozuldu\b/,
      /\btam\s+(?:aradigim|ihtiyacim\s+olan)\b/,
    ],
    not: /\b(?:degil|olmadi|yaramadi|cozulmedi|cozmedi)\b/,
  },
  ja: {
    says: [/解決しました/, /助かりました/, /(?:わかりました|分かりました)。?ありがとう/],
    not: /(?:ません|ない|なかった)/,
  },
};
