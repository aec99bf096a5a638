import { AppError } from '../../platform/errors';
import { HtmlReadTimeoutError, readHtml } from './html-reader';
import { MAX_HTML_BYTES, NestedTooDeeplyError } from './html-text';
import { pdfText } from './pdf-text';
import { unpacksWithin } from './zip-size';

export type FileKind = 'pdf' | 'docx' | 'html' | 'text';

/** The kind of text an extension promises, or undefined for a file that is not read. */
export function kindOfName(name: string): FileKind | undefined {
  const extension = /\.([a-z0-9]+)$/i.exec(name)?.[1]?.toLowerCase();
  switch (extension) {
    case 'pdf':
      return 'pdf';
    case 'docx':
      return 'docx';
    case 'html':
    case 'htm':
      return 'html';
    case 'md':
    case 'markdown':
    case 'txt':
    case 'csv':
      return 'text';
    default:
      return undefined;
  }
}

const refused = (name: string, what: string) =>
  new AppError(
    'validation_error',
    `${name} is not a ${what} file: its content does not match its name.`,
  );

/** Text a person wrote: valid UTF-8 without the control bytes binary files are full of. */
function looksLikeText(bytes: Buffer): boolean {
  const sample = bytes.subarray(0, 8192);
  if (sample.includes(0)) return false;
  const text = new TextDecoder('utf-8', { fatal: false }).decode(sample);
  let odd = 0;
  for (const character of text) {
    const code = character.codePointAt(0)!;
    // Control characters other than tab, newline and carriage return, and undecodable bytes.
    if ((code < 32 && code !== 9 && code !== 10 && code !== 13) || code === 0xfffd) odd++;
  }
  return odd <= sample.length / 100;
}

/**
 * What a DOCX may unpack to. A 300-page document's text and markup is a few megabytes; the
 * reader holds all of it in memory, several times over while it converts.
 */
const MAX_DOCX_UNPACKED_BYTES = 50 * 1024 * 1024;

const PDF_MAGIC = Buffer.from('%PDF-');
const ZIP_MAGIC = Buffer.from([0x50, 0x4b, 0x03, 0x04]);

/**
 * An uploaded HTML file's text, or a 400 when it is larger or nests deeper than a page is read
 * (`MAX_HTML_BYTES`, `MAX_NESTING`): the same bounds as a website's pages.
 */
async function readHtmlFile(name: string, html: string) {
  if (Buffer.byteLength(html) > MAX_HTML_BYTES) {
    throw new AppError(
      'validation_error',
      `${name} is too large to read as one page (over ${MAX_HTML_BYTES / (1024 * 1024)} MB of text and markup). Upload it as a PDF, or split it.`,
    );
  }
  try {
    return await readHtml(html);
  } catch (error) {
    if (error instanceof NestedTooDeeplyError) {
      throw new AppError('validation_error', `${name} nests its elements too deeply to be read.`);
    }
    if (error instanceof HtmlReadTimeoutError) {
      throw new AppError(
        'validation_error',
        `${name} took too long to read. Upload it as a PDF, or split it.`,
      );
    }
    throw error;
  }
}

async function docxText(name: string, bytes: Buffer): Promise<string> {
  const mammoth = await import('mammoth');
  // Through HTML, so the document's headings stay headings.
  const { value } = await mammoth.convertToHtml({ buffer: bytes });
  return (await readHtmlFile(name, `<html><body>${value}</body></html>`)).text;
}

/**
 * The whole text of an uploaded file, or a 400 that says why not: a file whose bytes are not
 * what its extension says, a PDF without a text layer (a scan), a file with no text. Nothing is
 * stored before this answers, so a file is never half-read into the knowledge.
 */
export async function readFileText(
  name: string,
  bytes: Buffer,
): Promise<{ title: string; text: string }> {
  const kind = kindOfName(name);
  if (!kind) {
    throw new AppError('validation_error', 'Upload a PDF, DOCX, HTML, Markdown, TXT or CSV file.');
  }
  let text: string;
  let title = name;
  if (kind === 'pdf') {
    if (!bytes.subarray(0, 1024).includes(PDF_MAGIC)) throw refused(name, 'PDF');
    try {
      text = await pdfText(bytes);
    } catch {
      throw new AppError('validation_error', `${name} could not be read as a PDF.`);
    }
    if (!text.trim()) throw new AppError('validation_error', 'This PDF has no text layer');
  } else if (kind === 'docx') {
    if (!bytes.subarray(0, 4).equals(ZIP_MAGIC)) throw refused(name, 'DOCX');
    const withinBound = unpacksWithin(bytes, MAX_DOCX_UNPACKED_BYTES);
    if (withinBound === undefined) throw refused(name, 'DOCX');
    if (!withinBound) {
      throw new AppError(
        'validation_error',
        `${name} unpacks to more than ${MAX_DOCX_UNPACKED_BYTES / (1024 * 1024)} MB, more than a document is read. Upload it as a PDF, or split it.`,
      );
    }
    try {
      text = await docxText(name, bytes);
    } catch (error) {
      if (error instanceof AppError) throw error;
      throw refused(name, 'DOCX');
    }
  } else {
    if (!looksLikeText(bytes)) throw refused(name, kind === 'html' ? 'HTML' : 'text');
    const raw = bytes.toString('utf8');
    if (kind === 'html') {
      const page = await readHtmlFile(name, raw);
      text = page.text;
      title = page.title ?? name;
    } else {
      text = raw.replace(/\r\n?/g, '\n').trim();
    }
  }
  if (!text.trim()) throw new AppError('validation_error', `${name} has no text to read.`);
  return { title, text };
}
