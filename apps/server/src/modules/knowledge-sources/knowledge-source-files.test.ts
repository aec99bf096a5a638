import { eq } from 'drizzle-orm';
import JSZip from 'jszip';
import { describe, expect, it } from 'vitest';
import {
  askOperator,
  call,
  signUpWithOrganization,
  useTestContext,
} from '../../../test/support/test-app';
import { contentPassages, knowledgeSources } from '../../platform/db/schema';

const context = useTestContext();

/** A one-page PDF written by hand: with a text object, or (a scan) only a drawn line. */
function makePdf(text?: string): Buffer {
  const stream = text ? `BT /F1 12 Tf 72 720 Td (${text}) Tj ET` : '0 0 m 100 100 l S';
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(out.length);
    out += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = out.length;
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  out += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}

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

async function upload(token: string, filename: string, bytes: Buffer) {
  const boundary = '----frontdesk-test-boundary';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return context.app.inject({
    method: 'POST',
    url: '/api/v1/knowledge/sources',
    headers: {
      authorization: `Bearer ${token}`,
      'content-type': `multipart/form-data; boundary=${boundary}`,
    },
    payload,
  });
}

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
