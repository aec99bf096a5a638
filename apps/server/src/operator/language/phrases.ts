import {
  DEFAULT_AWAY_MESSAGE,
  DEFAULT_HANDOFF_MESSAGE,
  languageNames as englishLanguageNames,
  handoffNotices,
  type LanguageCode,
  type Weekday,
  weekdayNames,
} from '@frontdesk/contracts';

// The sentences the operator itself says to a customer, in each language it serves (decision
// 027). Only the operator's own words live here: what a business wrote (its knowledge, a handoff
// or away message it changed) is said as written. English is today's wording, word for word.

/** The days of the week, as the business hours in `@frontdesk/contracts` name them. */
export type { Weekday };

export interface OperatorPhrases {
  /** The built-in engine has nothing in the knowledge for the question. */
  noAnswer: string;
  /** The operator cannot answer at all (plan, configuration). */
  unavailable: string;
  /** A language model failed mid-answer. */
  trouble: string;
  /** Default handoff notice (used only when the business kept the default). */
  handoffMessage: string;
  /** Default away notice (used only when the business kept the default). */
  awayMessage: string;
  /** Thread notice when a member of the team takes the conversation over. */
  joined(name: string): string;
  /** Thread notice when the team hands the conversation back to the operator. */
  handedBack: string;
  /** Thread notice when the conversation is marked as resolved. */
  resolved: string;
  /** Appended to the away notice: `when` comes from today()/onWeekday(). */
  back(when: string): string;
  /** When the team is back later the same day ("today at 14:00"); only for back(). */
  today(time: string): string;
  /** When the team is back on another day ("Monday at 9:00"); only for back(). */
  onWeekday(weekday: Weekday, time: string): string;
  /** Thread notice when the customer left an email address while the team was away. */
  emailKept: string;
  /**
   * Introduces an answer taken from knowledge written in another language (the customer asked
   * in this language; the business wrote nothing in it): says honestly that the information
   * below is only available in `knowledgeLanguage` (a LanguageCode; name it in THIS language).
   */
  fromOtherLanguage(knowledgeLanguage: LanguageCode): string;
  /** Each of the ten languages' names written in this language (e.g. es: { en: 'inglés', ... }). */
  languageNames: Record<LanguageCode, string>;
}

/** The hour of a clock time such as "09:00" or "1:30" (NaN for anything else). */
const hourOf = (time: string) => Number.parseInt(time.split(':')[0] ?? '', 10);

const en: OperatorPhrases = {
  noAnswer:
    "I'm sorry, but I don't have information about that. Please contact our team directly and they will be glad to help.",
  unavailable:
    "I'm sorry, this assistant is unavailable right now. Please contact the business another way or try again later.",
  trouble: "I'm sorry, I'm having trouble answering right now. Please try again in a moment.",
  handoffMessage: DEFAULT_HANDOFF_MESSAGE,
  awayMessage: DEFAULT_AWAY_MESSAGE,
  joined: handoffNotices.joined,
  handedBack: handoffNotices.handedBack,
  resolved: handoffNotices.resolved,
  back: handoffNotices.back,
  today: (time) => `today at ${time}`,
  onWeekday: (weekday, time) => `${weekdayNames[weekday]} at ${time}`,
  emailKept: handoffNotices.emailKept,
  fromOtherLanguage: (language) =>
    `Our information on this is only available in ${englishLanguageNames[language]}:`,
  languageNames: englishLanguageNames,
};

// Spanish: "a la 1:00" but "a las 9:00".
const esAt = (time: string) => (hourOf(time) === 1 ? `a la ${time}` : `a las ${time}`);
const esWeekdays: Record<Weekday, string> = {
  monday: 'lunes',
  tuesday: 'martes',
  wednesday: 'miércoles',
  thursday: 'jueves',
  friday: 'viernes',
  saturday: 'sábado',
  sunday: 'domingo',
};
const esNames: Record<LanguageCode, string> = {
  en: 'inglés',
  es: 'español',
  fr: 'francés',
  de: 'alemán',
  pt: 'portugués',
  it: 'italiano',
  nl: 'neerlandés',
  pl: 'polaco',
  tr: 'turco',
  ja: 'japonés',
};
const es: OperatorPhrases = {
  noAnswer:
    'Lo siento, no tengo información sobre eso. Póngase en contacto directamente con nuestro equipo y le ayudarán con mucho gusto.',
  unavailable:
    'Lo siento, este asistente no está disponible en este momento. Póngase en contacto con la empresa por otro medio o inténtelo de nuevo más tarde.',
  trouble:
    'Lo siento, tengo problemas para responder en este momento. Inténtelo de nuevo en unos instantes.',
  handoffMessage:
    'Le estoy poniendo en contacto con una persona de nuestro equipo. Le responderá aquí en breve.',
  awayMessage:
    'Nuestro equipo no está disponible en este momento. Puede dejar su dirección de correo electrónico y nos pondremos en contacto con usted, o seguir conversando conmigo mientras tanto.',
  joined: (name) => `Ahora está hablando con ${name}`,
  handedBack: 'Vuelve a estar hablando con el asistente.',
  resolved: 'Esta conversación se ha marcado como resuelta.',
  back: (when) => `Volvemos ${when}.`,
  today: (time) => `hoy ${esAt(time)}`,
  onWeekday: (weekday, time) => `el ${esWeekdays[weekday]} ${esAt(time)}`,
  emailKept: 'Gracias, le responderemos por correo electrónico.',
  fromOtherLanguage: (language) =>
    `Nuestra información sobre este tema solo está disponible en ${esNames[language]}:`,
  languageNames: esNames,
};

const frWeekdays: Record<Weekday, string> = {
  monday: 'lundi',
  tuesday: 'mardi',
  wednesday: 'mercredi',
  thursday: 'jeudi',
  friday: 'vendredi',
  saturday: 'samedi',
  sunday: 'dimanche',
};
const frNames: Record<LanguageCode, string> = {
  en: 'anglais',
  es: 'espagnol',
  fr: 'français',
  de: 'allemand',
  pt: 'portugais',
  it: 'italien',
  nl: 'néerlandais',
  pl: 'polonais',
  tr: 'turc',
  ja: 'japonais',
};
const fr: OperatorPhrases = {
  noAnswer:
    "Je suis désolé, mais je n'ai pas d'information à ce sujet. Veuillez contacter directement notre équipe, qui se fera un plaisir de vous aider.",
  unavailable:
    "Je suis désolé, cet assistant n'est pas disponible pour le moment. Veuillez contacter l'entreprise par un autre moyen ou réessayer plus tard.",
  trouble:
    "Je suis désolé, j'ai du mal à répondre pour le moment. Veuillez réessayer dans un instant.",
  handoffMessage:
    'Je vous mets en relation avec une personne de notre équipe. Elle vous répondra ici sous peu.',
  awayMessage:
    'Notre équipe est absente pour le moment. Vous pouvez laisser votre adresse e-mail et nous reviendrons vers vous, ou continuer à discuter avec moi en attendant.',
  joined: (name) => `Vous discutez maintenant avec ${name}`,
  handedBack: "Vous discutez de nouveau avec l'assistant.",
  resolved: 'Cette conversation a été marquée comme résolue.',
  back: (when) => `Nous serons de retour ${when}.`,
  today: (time) => `aujourd'hui à ${time}`,
  onWeekday: (weekday, time) => `${frWeekdays[weekday]} à ${time}`,
  emailKept: 'Merci, nous vous répondrons par e-mail.',
  // French typography puts a (no-break) space before the colon.
  fromOtherLanguage: (language) =>
    `Nos informations à ce sujet ne sont disponibles qu'en ${frNames[language]}\u00a0:`,
  languageNames: frNames,
};

const deWeekdays: Record<Weekday, string> = {
  monday: 'Montag',
  tuesday: 'Dienstag',
  wednesday: 'Mittwoch',
  thursday: 'Donnerstag',
  friday: 'Freitag',
  saturday: 'Samstag',
  sunday: 'Sonntag',
};
const deNames: Record<LanguageCode, string> = {
  en: 'Englisch',
  es: 'Spanisch',
  fr: 'Französisch',
  de: 'Deutsch',
  pt: 'Portugiesisch',
  it: 'Italienisch',
  nl: 'Niederländisch',
  pl: 'Polnisch',
  tr: 'Türkisch',
  ja: 'Japanisch',
};
const de: OperatorPhrases = {
  noAnswer:
    'Es tut mir leid, aber dazu habe ich keine Informationen. Bitte wenden Sie sich direkt an unser Team, das Ihnen gerne weiterhilft.',
  unavailable:
    'Es tut mir leid, dieser Assistent ist gerade nicht verfügbar. Bitte kontaktieren Sie das Unternehmen auf anderem Weg oder versuchen Sie es später noch einmal.',
  trouble:
    'Es tut mir leid, ich kann gerade nicht antworten. Bitte versuchen Sie es gleich noch einmal.',
  handoffMessage:
    'Ich verbinde Sie mit einer Person aus unserem Team. Sie erhalten hier in Kürze eine Antwort.',
  awayMessage:
    'Unser Team ist gerade nicht erreichbar. Sie können Ihre E-Mail-Adresse hinterlassen – wir melden uns dann bei Ihnen – oder in der Zwischenzeit weiter mit mir chatten.',
  joined: (name) => `Sie chatten jetzt mit ${name}`,
  handedBack: 'Sie chatten wieder mit dem Assistenten.',
  resolved: 'Diese Unterhaltung wurde als gelöst markiert.',
  back: (when) => `Wir sind ${when} wieder da.`,
  today: (time) => `heute um ${time} Uhr`,
  onWeekday: (weekday, time) => `am ${deWeekdays[weekday]} um ${time} Uhr`,
  emailKept: 'Vielen Dank, wir antworten Ihnen per E-Mail.',
  fromOtherLanguage: (language) =>
    `Unsere Informationen dazu sind nur auf ${deNames[language]} verfügbar:`,
  languageNames: deNames,
};

// Portuguese (Brazilian wording): "à 1:00" but "às 9:00"; "na segunda-feira" but "no sábado".
const ptAt = (time: string) => (hourOf(time) === 1 ? `à ${time}` : `às ${time}`);
const ptWeekdays: Record<Weekday, string> = {
  monday: 'na segunda-feira',
  tuesday: 'na terça-feira',
  wednesday: 'na quarta-feira',
  thursday: 'na quinta-feira',
  friday: 'na sexta-feira',
  saturday: 'no sábado',
  sunday: 'no domingo',
};
const ptNames: Record<LanguageCode, string> = {
  en: 'inglês',
  es: 'espanhol',
  fr: 'francês',
  de: 'alemão',
  pt: 'português',
  it: 'italiano',
  nl: 'holandês',
  pl: 'polonês',
  tr: 'turco',
  ja: 'japonês',
};
const pt: OperatorPhrases = {
  noAnswer:
    'Lamento, mas não tenho informações sobre isso. Entre em contato diretamente com a nossa equipe, que terá todo o prazer em ajudar.',
  unavailable:
    'Lamento, este assistente não está disponível no momento. Entre em contato com a empresa por outro meio ou tente novamente mais tarde.',
  trouble:
    'Lamento, estou com dificuldades para responder no momento. Tente novamente daqui a pouco.',
  handoffMessage:
    'Vou encaminhar a conversa para uma pessoa da nossa equipe. Ela responderá aqui em breve.',
  awayMessage:
    'Nossa equipe não está disponível no momento. Você pode deixar seu endereço de e-mail e entraremos em contato, ou continuar conversando comigo enquanto isso.',
  joined: (name) => `Agora você está conversando com ${name}`,
  handedBack: 'Você está conversando novamente com o assistente.',
  resolved: 'Esta conversa foi marcada como resolvida.',
  back: (when) => `Voltamos ${when}.`,
  today: (time) => `hoje ${ptAt(time)}`,
  onWeekday: (weekday, time) => `${ptWeekdays[weekday]} ${ptAt(time)}`,
  emailKept: 'Obrigado, responderemos por e-mail.',
  fromOtherLanguage: (language) =>
    `Nossas informações sobre isso só estão disponíveis em ${ptNames[language]}:`,
  languageNames: ptNames,
};

// Italian: "all'1:00" but "alle 9:00".
const itAt = (time: string) => (hourOf(time) === 1 ? `all'${time}` : `alle ${time}`);
const itWeekdays: Record<Weekday, string> = {
  monday: 'lunedì',
  tuesday: 'martedì',
  wednesday: 'mercoledì',
  thursday: 'giovedì',
  friday: 'venerdì',
  saturday: 'sabato',
  sunday: 'domenica',
};
const itNames: Record<LanguageCode, string> = {
  en: 'inglese',
  es: 'spagnolo',
  fr: 'francese',
  de: 'tedesco',
  pt: 'portoghese',
  it: 'italiano',
  nl: 'olandese',
  pl: 'polacco',
  tr: 'turco',
  ja: 'giapponese',
};
const it: OperatorPhrases = {
  noAnswer:
    'Mi dispiace, ma non ho informazioni al riguardo. Contatti direttamente il nostro team, che sarà lieto di aiutarla.',
  unavailable:
    "Mi dispiace, questo assistente al momento non è disponibile. Contatti l'azienda in un altro modo o riprovi più tardi.",
  trouble: 'Mi dispiace, al momento ho difficoltà a rispondere. Riprovi tra qualche istante.',
  handoffMessage:
    'La sto mettendo in contatto con una persona del nostro team. Le risponderà qui a breve.',
  awayMessage:
    'Il nostro team al momento non è disponibile. Può lasciare il suo indirizzo email e la ricontatteremo, oppure continuare a chattare con me nel frattempo.',
  joined: (name) => `Ora sta chattando con ${name}`,
  handedBack: "Sta di nuovo chattando con l'assistente.",
  resolved: 'Questa conversazione è stata contrassegnata come risolta.',
  back: (when) => `Saremo di nuovo disponibili ${when}.`,
  today: (time) => `oggi ${itAt(time)}`,
  onWeekday: (weekday, time) => `${itWeekdays[weekday]} ${itAt(time)}`,
  emailKept: 'Grazie, le risponderemo via email.',
  fromOtherLanguage: (language) =>
    `Le nostre informazioni in merito sono disponibili solo in ${itNames[language]}:`,
  languageNames: itNames,
};

const nlWeekdays: Record<Weekday, string> = {
  monday: 'maandag',
  tuesday: 'dinsdag',
  wednesday: 'woensdag',
  thursday: 'donderdag',
  friday: 'vrijdag',
  saturday: 'zaterdag',
  sunday: 'zondag',
};
const nlNames: Record<LanguageCode, string> = {
  en: 'Engels',
  es: 'Spaans',
  fr: 'Frans',
  de: 'Duits',
  pt: 'Portugees',
  it: 'Italiaans',
  nl: 'Nederlands',
  pl: 'Pools',
  tr: 'Turks',
  ja: 'Japans',
};
const nl: OperatorPhrases = {
  noAnswer:
    'Het spijt me, maar daar heb ik geen informatie over. Neem rechtstreeks contact op met ons team, dan helpen zij u graag verder.',
  unavailable:
    'Het spijt me, deze assistent is op dit moment niet beschikbaar. Neem op een andere manier contact op met het bedrijf of probeer het later opnieuw.',
  trouble: 'Het spijt me, ik kan op dit moment geen antwoord geven. Probeer het zo meteen opnieuw.',
  handoffMessage:
    'Ik breng u in contact met iemand van ons team. U krijgt hier binnenkort een reactie.',
  awayMessage:
    'Ons team is op dit moment niet bereikbaar. U kunt uw e-mailadres achterlaten, dan nemen wij contact met u op. U kunt in de tussentijd ook verder met mij chatten.',
  joined: (name) => `U chat nu met ${name}`,
  handedBack: 'U chat weer met de assistent.',
  resolved: 'Dit gesprek is gemarkeerd als opgelost.',
  back: (when) => `We zijn ${when} weer bereikbaar.`,
  today: (time) => `vandaag om ${time}`,
  onWeekday: (weekday, time) => `${nlWeekdays[weekday]} om ${time}`,
  emailKept: 'Bedankt, we antwoorden u per e-mail.',
  fromOtherLanguage: (language) =>
    `Onze informatie hierover is alleen beschikbaar in het ${nlNames[language]}:`,
  languageNames: nlNames,
};

// Polish: the weekday in the accusative after "w"/"we" ("w poniedziałek", "we wtorek").
const plWeekdays: Record<Weekday, string> = {
  monday: 'w poniedziałek',
  tuesday: 'we wtorek',
  wednesday: 'w środę',
  thursday: 'w czwartek',
  friday: 'w piątek',
  saturday: 'w sobotę',
  sunday: 'w niedzielę',
};
const plNames: Record<LanguageCode, string> = {
  en: 'angielski',
  es: 'hiszpański',
  fr: 'francuski',
  de: 'niemiecki',
  pt: 'portugalski',
  it: 'włoski',
  nl: 'niderlandzki',
  pl: 'polski',
  tr: 'turecki',
  ja: 'japoński',
};
/** The names after "w języku" (locative: "w języku angielskim"). */
const plNamesLocative: Record<LanguageCode, string> = {
  en: 'angielskim',
  es: 'hiszpańskim',
  fr: 'francuskim',
  de: 'niemieckim',
  pt: 'portugalskim',
  it: 'włoskim',
  nl: 'niderlandzkim',
  pl: 'polskim',
  tr: 'tureckim',
  ja: 'japońskim',
};
const pl: OperatorPhrases = {
  noAnswer:
    'Przykro mi, ale nie mam informacji na ten temat. Proszę skontaktować się bezpośrednio z naszym zespołem – chętnie pomożemy.',
  unavailable:
    'Przepraszam, ten asystent jest obecnie niedostępny. Proszę skontaktować się z firmą w inny sposób lub spróbować ponownie później.',
  trouble:
    'Przepraszam, mam teraz problem z udzieleniem odpowiedzi. Proszę spróbować ponownie za chwilę.',
  handoffMessage:
    'Przekazuję rozmowę osobie z naszego zespołu. Odpowiedź pojawi się tutaj wkrótce.',
  awayMessage:
    'Nasz zespół jest w tej chwili niedostępny. Można zostawić adres e-mail, a skontaktujemy się z Państwem, lub w międzyczasie kontynuować rozmowę ze mną.',
  // The name stays in the nominative: "z ${name}" would need the instrumental.
  joined: (name) => `Rozmowę prowadzi teraz ${name}`,
  handedBack: 'Rozmowę ponownie prowadzi asystent.',
  resolved: 'Ta rozmowa została oznaczona jako rozwiązana.',
  back: (when) => `Wracamy ${when}.`,
  today: (time) => `dziś o ${time}`,
  onWeekday: (weekday, time) => `${plWeekdays[weekday]} o ${time}`,
  emailKept: 'Dziękujemy, odpowiemy e-mailem.',
  fromOtherLanguage: (language) =>
    `Nasze informacje na ten temat są dostępne tylko w języku ${plNamesLocative[language]}:`,
  languageNames: plNames,
};

// Turkish: "saat 9:00" with no suffix (a case suffix would depend on how the number is read);
// day names are lowercase unless part of a date. back() starts with `when`, so it is capitalized
// the Turkish way ("bugün" -> "Bugün").
const trWeekdays: Record<Weekday, string> = {
  monday: 'pazartesi',
  tuesday: 'salı',
  wednesday: 'çarşamba',
  thursday: 'perşembe',
  friday: 'cuma',
  saturday: 'cumartesi',
  sunday: 'pazar',
};
const trNames: Record<LanguageCode, string> = {
  en: 'İngilizce',
  es: 'İspanyolca',
  fr: 'Fransızca',
  de: 'Almanca',
  pt: 'Portekizce',
  it: 'İtalyanca',
  nl: 'Felemenkçe',
  pl: 'Lehçe',
  tr: 'Türkçe',
  ja: 'Japonca',
};
const trCapitalized = (text: string) => text.charAt(0).toLocaleUpperCase('tr') + text.slice(1);
const tr: OperatorPhrases = {
  noAnswer:
    'Üzgünüm, bu konuda bilgim yok. Lütfen doğrudan ekibimizle iletişime geçin; size memnuniyetle yardımcı olacaklardır.',
  unavailable:
    'Üzgünüm, bu asistan şu anda kullanılamıyor. Lütfen işletmeyle başka bir yoldan iletişime geçin veya daha sonra tekrar deneyin.',
  trouble: 'Üzgünüm, şu anda yanıt vermekte zorlanıyorum. Lütfen birazdan tekrar deneyin.',
  handoffMessage:
    'Sizi ekibimizden bir temsilciye bağlıyorum. Kısa süre içinde size buradan yanıt verecektir.',
  awayMessage:
    'Ekibimiz şu anda müsait değil. E-posta adresinizi bırakabilirsiniz, size geri dönüş yapacağız; dilerseniz bu arada benimle sohbete devam edebilirsiniz.',
  joined: (name) => `Artık ${name} ile sohbet ediyorsunuz`,
  handedBack: 'Yeniden asistanla sohbet ediyorsunuz.',
  resolved: 'Bu konuşma çözüldü olarak işaretlendi.',
  back: (when) => `${trCapitalized(when)} itibarıyla yeniden hizmetinizdeyiz.`,
  today: (time) => `bugün saat ${time}`,
  onWeekday: (weekday, time) => `${trWeekdays[weekday]} günü saat ${time}`,
  emailKept: 'Teşekkürler, size e-posta ile yanıt vereceğiz.',
  fromOtherLanguage: (language) =>
    `Bu konudaki bilgilerimiz yalnızca ${trNames[language]} olarak mevcuttur:`,
  languageNames: trNames,
};

const jaWeekdays: Record<Weekday, string> = {
  monday: '月曜日',
  tuesday: '火曜日',
  wednesday: '水曜日',
  thursday: '木曜日',
  friday: '金曜日',
  saturday: '土曜日',
  sunday: '日曜日',
};
const jaNames: Record<LanguageCode, string> = {
  en: '英語',
  es: 'スペイン語',
  fr: 'フランス語',
  de: 'ドイツ語',
  pt: 'ポルトガル語',
  it: 'イタリア語',
  nl: 'オランダ語',
  pl: 'ポーランド語',
  tr: 'トルコ語',
  ja: '日本語',
};
const ja: OperatorPhrases = {
  noAnswer:
    '申し訳ございませんが、その件に関する情報がございません。お手数ですが、担当チームへ直接お問い合わせください。喜んでご案内いたします。',
  unavailable:
    '申し訳ございません。現在このアシスタントはご利用いただけません。別の方法でお問い合わせいただくか、しばらくしてから再度お試しください。',
  trouble:
    '申し訳ございません。現在、回答に問題が発生しています。しばらくしてから再度お試しください。',
  handoffMessage: '担当スタッフにおつなぎします。まもなくこちらでご返信いたします。',
  awayMessage:
    'ただいま担当者が不在です。メールアドレスを残していただければ、後ほどご連絡いたします。その間、引き続き私とチャットしていただくこともできます。',
  joined: (name) => `${name}が対応いたします`,
  handedBack: 'アシスタントとの会話に戻りました。',
  resolved: 'この会話は解決済みになりました。',
  back: (when) => `${when}から対応を再開いたします。`,
  today: (time) => `本日${time}`,
  onWeekday: (weekday, time) => `${jaWeekdays[weekday]}の${time}`,
  emailKept: 'ありがとうございます。メールでご返信いたします。',
  // An ASCII colon, as in every language, so the answer that follows is introduced the same way.
  fromOtherLanguage: (language) =>
    `この件に関する情報は${jaNames[language]}でのみご用意しております:`,
  languageNames: jaNames,
};

/** The operator's own sentences, in each language it serves. */
export const operatorPhrases: Record<LanguageCode, OperatorPhrases> = {
  en,
  es,
  fr,
  de,
  pt,
  it,
  nl,
  pl,
  tr,
  ja,
};

/** The operator's sentences in `language`. */
export function phrasesFor(language: LanguageCode): OperatorPhrases {
  return operatorPhrases[language];
}
