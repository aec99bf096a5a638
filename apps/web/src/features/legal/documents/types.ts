/** A legal page as data, so every page shares one layout and the copy stays easy to review. */
export interface LegalSection {
  heading: string;
  /** Shown before the list or table, e.g. the sentence a list completes. */
  intro?: string;
  /** Shown after the list or table. */
  paragraphs?: string[];
  items?: string[];
  table?: { caption: string; head: string[]; rows: string[][] };
}

export interface LegalDocument {
  title: string;
  /** One sentence under the title saying what the page is for. */
  summary: string;
  sections: LegalSection[];
}

export const CONTACT_EMAIL = 'hello@frontdesk.app';
