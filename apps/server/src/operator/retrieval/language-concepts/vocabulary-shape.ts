/** By concept: the phrases a customer types (comma-separated) and the words a business writes. */
export type Vocabulary = Record<string, [asked: string, written: string]>;
