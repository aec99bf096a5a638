import type { LanguageCode } from '@frontdesk/contracts';

/**
 * Words of a customer's question that carry no topic, in each language but English (whose list,
 * with its vocabulary, is retrieval/typed-words.ts): greetings, thanks, "please", "I would like to
 * know", "can you tell me". The Snowball stemmers already drop each language's function words
 * ("de", "la", "und", "het"); these are the conversational words they keep, which would otherwise
 * count as things the customer asked about and make a good answer look partial. Polish and
 * Japanese have no stemmer's list: Polish lists its function words here too, and a Japanese
 * question's hiragana (particles and endings) is left out by its tokenizer.
 * Question words ("quand", "wann") are here too, as English's are among its stop words: what a
 * question asks about is in its other words, or in the phrase that evokes a concept
 * (retrieval/language-concepts/), read before these are left out.
 * Written folded (lower case, no accents), as they are compared.
 */
const list = (text: string) => new Set(text.split(/\s+/).filter(Boolean));

export const FILLER_WORDS_BY_LANGUAGE: Record<Exclude<LanguageCode, 'en'>, Set<string>> = {
  es: list(`hola buenas buenos dias tardes noches gracias favor porfa porfavor pf saludos
    quiero queria quisiera querria saber preguntar pregunta duda consulta podria podrian puede
    pueden puedo podemos decir decirme informacion info necesito tienen tiene hay alguien
    usted ustedes vosotros vosotras vale ok oye mira bueno`),
  fr: list(`bonjour bonsoir salut merci svp stp plait voudrais voudrait veux savoir demander
    question renseignement renseignements pourriez pouvez peux puis dire besoin avez avoir
    quelqu est-ce ok daccord alors bien madame monsieur cordialement
    comment quand quel quelle quels quelles pourquoi`),
  de: list(`hallo guten tag morgen abend moin servus danke bitte gerne mochte mochten will
    wissen frage fragen gibt konnen konnten konnen kann konnte sagen brauche haben habe
    jemand ok okay mal eigentlich grusse wann warum wieso weshalb habt
    furs ans aufs ins ums ubers unters vors beim vom zum zur`),
  pt: list(`ola oi bom boa dia tarde noite obrigado obrigada favor pfv gostaria queria quero
    saber perguntar pergunta duvida informacao info podem pode posso poderia dizer preciso
    tem tenho alguem ok beleza entao onde porque vc vcs`),
  it: list(`ciao salve buongiorno buonasera grazie favore piacere vorrei volevo voglio sapere
    chiedere domanda informazione informazioni info potete puo posso potrei dire bisogno
    avete avere qualcuno ok allora quando`),
  nl: list(`hallo hoi goedemorgen goedemiddag goedenavond dag dank bedankt alstublieft aub
    graag wil wilde zou weten vraag vragen informatie info kunnen kunt kan zeggen nodig
    hebben heeft iemand ok oke even wanneer waar welke waarom jullie julie jij jou jouw`),
  pl: list(`dzien dobry czesc witam hej dziekuje dzieki prosze chcialbym chcialabym chce
    wiedziec zapytac pytanie informacja informacje info mozna moge mozecie czy jest sa jak
    co ile gdzie kiedy a i w we z ze na do od po o u za przy dla sie to ten ta te tego tej
    mnie mi mam ma macie nie tak ok jakie jaki jaka wy wam panstwo panstwa panstwu pan pani`),
  tr: list(`merhaba selam gunaydin iyi gunler aksamlar tesekkurler tesekkur ederim lutfen
    rica istiyorum isterim ogrenmek sormak soru bilgi var mi mu mı mü misiniz musunuz
    acaba ok tamam ne neden hangi sizin size sizde sizi sizden`),
  ja: list('ok'),
};
