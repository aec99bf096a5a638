import type { LanguageCode } from '@frontdesk/contracts';

/**
 * A small bakery's knowledge in each of the ten languages, with a question a customer would type
 * (without accents, as many do) and a word of the answer it must find. Written for the retrieval
 * tests of each language; the answer evaluation has its own, larger sets (eval/languages).
 */
export interface LanguageSample {
  knowledge: string[];
  question: string;
  /** A word of the passage that answers the question. */
  answer: string;
  /** A question about something the knowledge does not hold. */
  unrelated: string;
}

export const languageSamples: Record<LanguageCode, LanguageSample> = {
  en: {
    knowledge: [
      'Opening hours: Monday to Friday from 7:00 to 19:00. On Sundays we are closed.',
      'Delivery: we deliver birthday cakes within the city for 5 euros. Order two days ahead.',
      'Allergies: our rye bread contains no milk. Ask us about gluten-free bread.',
    ],
    question: 'do you deliver cakes',
    answer: 'birthday',
    unrelated: 'can I rent a bicycle',
  },
  es: {
    knowledge: [
      'Horario de apertura: de lunes a viernes de 7:00 a 19:00. Los domingos cerramos.',
      'Entregas a domicilio: llevamos tartas de cumpleaños por la ciudad por 5 euros. Haga su pedido con dos días de antelación.',
      'Alergias: nuestro pan de centeno no contiene leche. Pregúntenos por el pan sin gluten.',
    ],
    question: 'hacen entregas de tartas a domicilio',
    answer: 'cumpleaños',
    unrelated: 'puedo alquilar una bicicleta',
  },
  fr: {
    knowledge: [
      "Horaires d'ouverture : du lundi au vendredi de 7h à 19h. Le dimanche nous sommes fermés.",
      "Livraison : nous livrons les gâteaux d'anniversaire en ville pour 5 euros. Commandez deux jours à l'avance.",
      'Allergies : notre pain de seigle ne contient pas de lait. Demandez-nous le pain sans gluten.',
    ],
    question: 'vous livrez les gateaux ?',
    answer: 'anniversaire',
    unrelated: 'je peux louer un velo',
  },
  de: {
    knowledge: [
      'Öffnungszeiten: Montag bis Freitag von 7:00 bis 19:00 Uhr. Sonntags haben wir geschlossen.',
      'Lieferung: Geburtstagskuchen liefern wir in der Stadt für 5 Euro. Bitte zwei Tage vorher bestellen.',
      'Allergien: Unser Roggenbrot enthält keine Milch. Fragen Sie nach glutenfreiem Brot.',
    ],
    // Compounds are one word to the stemmer: "Kuchen" alone would not meet "Geburtstagskuchen".
    question: 'liefert ihr Geburtstagskuchen?',
    answer: 'Geburtstagskuchen',
    unrelated: 'kann ich ein Fahrrad mieten',
  },
  pt: {
    knowledge: [
      'Horário de funcionamento: de segunda a sexta das 7h às 19h. Aos domingos estamos fechados.',
      'Entregas: entregamos bolos de aniversário na cidade por 5 euros. Encomende com dois dias de antecedência.',
      'Alergias: o nosso pão de centeio não contém leite. Pergunte pelo pão sem glúten.',
    ],
    question: 'voces entregam bolos?',
    answer: 'aniversário',
    unrelated: 'posso alugar uma bicicleta',
  },
  it: {
    knowledge: [
      'Orari di apertura: dal lunedì al venerdì dalle 7:00 alle 19:00. La domenica siamo chiusi.',
      'Consegne: consegniamo torte di compleanno in città per 5 euro. Ordinate con due giorni di anticipo.',
      'Allergie: il nostro pane di segale non contiene latte. Chiedeteci il pane senza glutine.',
    ],
    question: 'consegnate le torte a casa?',
    answer: 'compleanno',
    unrelated: 'posso noleggiare una bicicletta',
  },
  nl: {
    knowledge: [
      'Openingstijden: maandag tot en met vrijdag van 7.00 tot 19.00 uur. Op zondag zijn we gesloten.',
      'Bezorging: we bezorgen verjaardagstaarten in de stad voor 5 euro. Bestel twee dagen van tevoren.',
      'Allergieën: ons roggebrood bevat geen melk. Vraag naar glutenvrij brood.',
    ],
    // As in German, a compound is one word: "taarten" alone would not meet it.
    question: 'bezorgen jullie verjaardagstaarten?',
    answer: 'verjaardagstaarten',
    unrelated: 'kan ik een fiets huren',
  },
  pl: {
    knowledge: [
      'Godziny otwarcia: od poniedziałku do piątku od 7:00 do 19:00. W niedziele jest zamknięte.',
      'Dostawa: dowozimy torty urodzinowe po mieście za 5 euro. Zamówienia przyjmujemy z dwudniowym wyprzedzeniem.',
      'Alergie: nasz chleb żytni nie zawiera mleka. Zapytaj o chleb bezglutenowy.',
    ],
    question: 'czy dowozicie torty urodzinowe',
    answer: 'urodzinowe',
    unrelated: 'czy moge wypozyczyc rower',
  },
  tr: {
    knowledge: [
      'Çalışma saatleri: pazartesiden cumaya 7:00 ile 19:00 arası. Pazar günleri kapalıyız.',
      'Teslimat: doğum günü pastalarını şehir içinde 5 avroya teslim ediyoruz. Siparişinizi iki gün önceden verin.',
      'Alerjiler: çavdar ekmeğimiz süt içermez. Glütensiz ekmek için bize sorun.',
    ],
    question: 'pastalari teslim ediyor musunuz',
    answer: 'doğum',
    unrelated: 'bisiklet kiralayabilir miyim',
  },
  ja: {
    knowledge: [
      '営業時間：月曜日から金曜日の7時から19時までです。日曜日は定休日です。',
      '配達：誕生日ケーキを市内に500円で配達します。2日前までにご注文ください。',
      'アレルギー：ライ麦パンには牛乳を使っていません。グルテンフリーのパンについてはお問い合わせください。',
    ],
    question: 'ケーキの配達はできますか',
    answer: '誕生日',
    unrelated: '自転車を借りられますか',
  },
};
