/**
 * The shapes of the facts customers ask for, whatever words surround them: an amount answers
 * "how much", a clock time "when do you open", a span "how long does it take". The vocabulary's
 * concepts (vocabulary.ts) name the shape that answers them.
 */
export const MONEY =
  /[$€£]\s?\d|\b\d+(?:[.,]\d+)?\s?(?:%|percent\b|dollars\b|euros\b|pounds\b|cents?\b|pence\b)/i;
export const CLOCK =
  /\b\d{1,2}(?::\d{2})?\s?(?:am|pm|a\.m\.|p\.m\.)(?![a-z])|\bnoon\b|\bmidnight\b/i;
/**
 * The same in the other nine languages' knowledge (language-concepts/): amounts in their
 * currencies ("120 zł", "45 TL", "3.000円", "R$ 80", "12 €"), and clock times as written outside
 * English: "9:30", "17h", "9h30", "9 Uhr", "10時". Not English's: there "3:30" may be a duration.
 */
export const MONEY_ANY_LANGUAGE = new RegExp(
  `${MONEY.source}|\\d\\s?(?:€|円|zł|złotych|tl\\b|lira|yen|reais)|R\\$\\s?\\d|¥\\s?\\d`,
  'i',
);
export const CLOCK_ANY_LANGUAGE =
  /\b(?:[01]?\d|2[0-3])(?::[0-5]\d|h[0-5]\d|h\b|\s?uhr\b|\s?uur\b)|\d{1,2}時/i;
export const SPAN =
  /\b\d+(?:\s?(?:-|to)\s?\d+)?[\s-](?:business\s)?(?:minutes?|hours?|days?|weeks?|months?|years?)\b/i;
/**
 * A span of time as the other languages write it: "30 minutos", "2 heures", "3 Tage", "2-3 giorni",
 * "1,5 uur", "14 dni", "2 saat", "3日間".
 */
export const SPAN_ANY_LANGUAGE =
  /\b\d+(?:[.,]\d+)?(?:\s?(?:-|–|a|à|bis|tot|do|ile)\s?\d+)?\s?(?:minutos?|minutes?|minuten|minuti|minut[y]?|min|horas?|heures?|stunden?|ore|uur|uren|godzin[ay]?|godz|saat|días?|dias|jours?|tagen?|giorni|giorno|dagen|dni|gün|semanas?|semaines?|wochen?|settimane|weken|tygodni[e]?|hafta|meses|mois|monaten?|mesi|maanden|miesięcy|miesiące|ay|años?|anos|ans|jahren?|anni|jaar|lat|yıl)(?![\p{L}])|\d+\s?(?:分|時間|日間?|週間|ヶ月|か月|年)/iu;
/** Since when a business exists: "desde 1998", "depuis 2005", "seit 1987", "1998年創業", "20 años". */
export const SINCE_ANY_LANGUAGE =
  /\b(?:desde|depuis|seit|sinds|dal|dal|od|since)\s(?:el\s|l'|)?(?:19|20)\d\d\b|(?:19|20)\d\d\s?(?:年|'den|'ten|yılından)|\b\d+\s(?:años|anos|ans|jahren?|anni|jaar|lat|yıl)\b/iu;
export const STREET =
  /\b\d+\s+(?:[A-Z][a-z]+\s){1,3}(?:Street|St|Avenue|Ave|Road|Rd|Drive|Dr|Lane|Ln|Square|Boulevard|Blvd|Way|Place|Court)\b/;
/** "up to 24 guests", "limited to 12", "40 seated". */
export const CAPACITY =
  /\b(?:up to|limited to|maximum(?: of)?|max\.?|seats|holds|fits)\s\d+|\b\d+\s(?:people|persons|guests|passengers|seated|standing)\b/i;
export const PHONE_OR_EMAIL = /\d{3}[-. )]+\d{3}|\S@\S/;
