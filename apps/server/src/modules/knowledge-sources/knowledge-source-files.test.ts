import { eq } from 'drizzle-orm';
import JSZip from 'jszip';
import { describe, expect, it } from 'vitest';
import { makePdf as makePdfPages } from '../../../test/support/pdf-fixture';
import {
  askOperator,
  call,
  createPublicKey,
  signUpWithOrganization,
  uploadFile,
  useTestContext,
} from '../../../test/support/test-app';
import { contentPassages, knowledgeSources } from '../../platform/db/schema';
import { MAX_HTML_BYTES } from './html-text';

const context = useTestContext();

/** A one-page PDF: with a text layer holding `text`, or (a scan) only a drawn line. */
const makePdf = (text?: string) => makePdfPages([text ?? '']);

/** The smallest DOCX Word and mammoth read: a heading and a paragraph. */
async function makeDocx(heading: string, paragraph: string): Promise<Buffer> {
  const zip = new JSZip();
  zip.file(
    '[Content_Types].xml',
    '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
  );
  zip.file(
    '_rels/.rels',
    '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>',
  );
  zip.file(
    'word/document.xml',
    `<?xml version="1.0" encoding="UTF-8"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body><w:p><w:pPr><w:pStyle w:val="Heading1"/></w:pPr><w:r><w:t>${heading}</w:t></w:r></w:p><w:p><w:r><w:t>${paragraph}</w:t></w:r></w:p></w:body></w:document>`,
  );
  return zip.generateAsync({ type: 'nodebuffer' });
}

const upload = (token: string, filename: string, bytes: Buffer) =>
  uploadFile(context, token, filename, bytes);

const passagesOf = async (organizationId: string) =>
  (
    await context.database.db
      .select({ text: contentPassages.text })
      .from(contentPassages)
      .where(eq(contentPassages.organizationId, organizationId))
  ).map((row) => row.text);

describe('file sources', () => {
  it('reads a PDF text layer and a DOCX into knowledge the operator answers from', async () => {
    const business = await signUpWithOrganization(context);
    const pdf = await upload(
      business.token,
      'brochure.pdf',
      makePdf('Implants are guaranteed for 17 years.'),
    );
    expect(pdf.statusCode).toBe(201);
    expect(pdf.json()).toMatchObject({
      type: 'file',
      name: 'brochure.pdf',
      status: 'ready',
      pages: 1,
    });
    const docx = await upload(
      business.token,
      'policies.docx',
      await makeDocx('Cancellations', 'Cancel at least 36 hours ahead to avoid the fee.'),
    );
    expect(docx.statusCode).toBe(201);
    const texts = (await passagesOf(business.organization.id)).join('\n');
    expect(texts).toContain('guaranteed for 17 years');
    expect(texts).toContain('# Cancellations');
    expect(texts).toContain('36 hours');

    const detail = await call(context.app, 'GET', `/knowledge/sources/${docx.json().id}`, {
      token: business.token,
    });
    expect(detail.json().pageList).toEqual([
      expect.objectContaining({ url: 'policies.docx', status: 'fetched', passages: 1 }),
    ]);
    const key = await call(context.app, 'POST', '/api-keys', {
      token: business.token,
      body: { name: 'Website', allowedOrigins: [] },
    });
    expect(
      await askOperator(context.app, key.json().key, 'How long are implants guaranteed?'),
    ).toContain('17 years');
  });

  it('reads a PDF paragraph wrapped over printed lines as its sentences, paragraphs apart', async () => {
    const business = await signUpWithOrganization(context);
    // Wrapped at 85 characters a line: "The" ends the first line, "honey." starts the third; in
    // the second paragraph "Ingrid" starts a line, and "infor-" is hyphenated by hand.
    const tour =
      'Our rooftop beehives are looked after by our beekeeper, Marguerite Oyelaran. The beehive tour runs every Saturday at 7:15 and ends with a tasting of the rooftop honey. Guests bring nothing but comfortable shoes.';
    const spa =
      'The spa on the second floor opens at 6 am, and its sauna is heated from 7 am by Ingrid Solberg. Towels and robes wait in every locker; the desk has more infor-\nmation on massages.';
    const pdf = makePdfPages([`Rooftop beehives\n\n${tour}\n\n${spa}`]);
    const uploaded = await upload(business.token, 'handbook.pdf', pdf);
    expect(uploaded.statusCode).toBe(201);

    const passages = await passagesOf(business.organization.id);
    // Two paragraphs, two passages, each line of the page joined to its sentence; the title
    // goes with the paragraph below it, and the file's name, the page's first heading, leads
    // every passage of it.
    expect(passages).toHaveLength(2);
    expect(
      passages
        .find((text) => text.includes('beehive'))
        ?.split('\n')
        .slice(-2),
    ).toEqual(['Rooftop beehives', tour]);
    expect(passages).toContainEqual(
      '# handbook.pdf\nThe spa on the second floor opens at 6 am, and its sauna is heated from 7 am by Ingrid Solberg. Towels and robes wait in every locker; the desk has more information on massages.',
    );

    const { key } = await createPublicKey(context, business.token);
    const answer = await askOperator(context.app, key, 'When does the beehive tour run?');
    expect(answer).toContain(
      'The beehive tour runs every Saturday at 7:15 and ends with a tasting of the rooftop honey.',
    );
    expect(answer).not.toContain('a. tasting');
  });

  it('refuses a PDF without a text layer, and a file that is not what its name says', async () => {
    const business = await signUpWithOrganization(context);
    const scanned = await upload(business.token, 'scan.pdf', makePdf());
    expect(scanned.statusCode).toBe(400);
    expect(scanned.json().message).toBe('This PDF has no text layer');
    const fake = await upload(business.token, 'notes.pdf', Buffer.from('Just some plain text.'));
    expect(fake.statusCode).toBe(400);
    expect(fake.json().message).toMatch(/not a PDF file/);
    const binary = await upload(
      business.token,
      'notes.txt',
      makePdf('x').subarray(0, 50).fill(0, 10, 20),
    );
    expect(binary.statusCode).toBe(400);
    const unknown = await upload(business.token, 'image.png', Buffer.from('png'));
    expect(unknown.statusCode).toBe(400);
    // A DOCX is compressed text: 60 KB that unpack to 60 MB are refused before they are read.
    const bomb = new JSZip();
    bomb.file('word/document.xml', `<w:document>${'a'.repeat(60 * 1024 * 1024)}</w:document>`);
    const packed = await bomb.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
    expect(packed.length).toBeLessThan(100 * 1024);
    const unpacked = await upload(business.token, 'handbook.docx', packed);
    expect(unpacked.statusCode).toBe(400);
    expect(unpacked.json().message).toBe(
      'handbook.docx unpacks to more than 50 MB, more than a document is read. Upload it as a PDF, or split it.',
    );
    // HTML is read on the event loop every turn shares: no more of it than a website's page.
    const page = '<p>Open daily from nine to five, closed on public holidays.</p>';
    const huge = await upload(
      business.token,
      'everything.html',
      Buffer.from(
        `<html><body>${page.repeat((MAX_HTML_BYTES / page.length) | 0)}${page}</body></html>`,
      ),
    );
    expect(huge.statusCode).toBe(400);
    expect(huge.json().message).toBe(
      'everything.html is too large to read as one page (over 2 MB of text and markup). Upload it as a PDF, or split it.',
    );
    // Nothing half-read is stored.
    expect(await passagesOf(business.organization.id)).toEqual([]);
    const sources = await context.database.db
      .select()
      .from(knowledgeSources)
      .where(eq(knowledgeSources.organizationId, business.organization.id));
    expect(sources).toEqual([]);
  });

  it('counts a source as one content of the plan', async () => {
    // Starter allows 3 contents: two snippets and one file fill it.
    const business = await signUpWithOrganization(context, 'Small Co', { plan: 'starter' });
    for (const text of ['First snippet.', 'Second snippet.']) {
      expect(
        (await call(context.app, 'POST', '/contents', { token: business.token, body: { text } }))
          .statusCode,
      ).toBe(201);
    }
    expect((await upload(business.token, 'a.txt', Buffer.from('Alpha text.'))).statusCode).toBe(
      201,
    );
    expect((await upload(business.token, 'b.txt', Buffer.from('Beta text.'))).statusCode).toBe(403);
    const quota = await call(context.app, 'GET', '/billing/quota', { token: business.token });
    expect(quota.json()).toContainEqual({ feature: 'contents.add', usage: 3, limit: 3 });
    expect(quota.json()).toContainEqual({ feature: 'knowledge.pages', usage: 1, limit: 50 });
    const snippet = await call(context.app, 'POST', '/contents', {
      token: business.token,
      body: { text: 'Third.' },
    });
    expect(snippet.statusCode).toBe(403);
  });
});
