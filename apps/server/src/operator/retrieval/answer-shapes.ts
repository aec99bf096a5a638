/**
 * The shapes of the facts customers ask for, whatever words surround them: an amount answers
 * "how much", a clock time "when do you open", a span "how long does it take". The vocabulary's
 * concepts (vocabulary.ts) name the shape that answers them.
 */
export const MONEY =
  /[$€£]\s?\d|\b\d+(?:[.,]\d+)?\s?(?:%|percent\b|dollars\b|euros\b|pounds\b|cents?\b|pence\b)/i;
export const CLOCK =
  /\b\d{1,2}(?::\d{2})?\s?(?:am|pm|a\.m\.|p\.m\.)(?![a-z])|\bnoon\b|\bmidnight\b/i;
export const SPAN =
  /\b\d+(?:\s?(?:-|to)\s?\d+)?[\s-](?:business\s)?(?:minutes?|hours?|days?|weeks?|months?|years?)\b/i;
export const STREET =
  /\b\d+\s+(?:[A-Z][a-z]+\s){1,3}(?:Street|St|Avenue|Ave|Road|Rd|Drive|Dr|Lane|Ln|Square|Boulevard|Blvd|Way|Place|Court)\b/;
/** "up to 24 guests", "limited to 12", "40 seated". */
export const CAPACITY =
  /\b(?:up to|limited to|maximum(?: of)?|max\.?|seats|holds|fits)\s\d+|\b\d+\s(?:people|persons|guests|passengers|seated|standing)\b/i;
export const PHONE_OR_EMAIL = /\d{3}[-. )]+\d{3}|\S@\S/;
