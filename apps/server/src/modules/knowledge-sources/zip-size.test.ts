import JSZip from 'jszip';
import { describe, expect, it } from 'vitest';
import { unpacksWithin } from './zip-size';

const MB = 1024 * 1024;

async function archive(files: Record<string, string>): Promise<Buffer> {
  const zip = new JSZip();
  for (const [name, text] of Object.entries(files)) zip.file(name, text);
  return zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
}

describe('how far a ZIP archive unpacks', () => {
  it('tells an archive within the limit from one past it, counting every entry', async () => {
    const small = await archive({ 'a.xml': 'hello '.repeat(1000), 'b.xml': '<x/>' });
    expect(unpacksWithin(small, MB)).toBe(true);
    const bomb = await archive({ 'word/document.xml': 'a'.repeat(3 * MB) });
    expect(bomb.length).toBeLessThan(20 * 1024);
    expect(unpacksWithin(bomb, 2 * MB)).toBe(false);
    const split = await archive({ 'one.xml': 'b'.repeat(MB), 'two.xml': 'c'.repeat(MB) });
    expect(unpacksWithin(split, 1.5 * MB)).toBe(false);
  });

  it('unpacks what an entry holds, not what its directory says it holds', async () => {
    const bomb = await archive({ 'word/document.xml': 'a'.repeat(3 * MB) });
    // The central directory's uncompressed size of the one entry, rewritten to 10 bytes.
    const directory = bomb.lastIndexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02]));
    bomb.writeUInt32LE(10, directory + 24);
    expect(unpacksWithin(bomb, 2 * MB)).toBe(false);
  });

  it('reads neither a cut archive nor something else as one', async () => {
    const whole = await archive({ 'a.xml': 'hello '.repeat(1000) });
    expect(unpacksWithin(whole.subarray(0, whole.length - 30), MB)).toBeUndefined();
    expect(unpacksWithin(Buffer.from('PK\u0003\u0004 not really an archive'), MB)).toBeUndefined();
    // A directory that points past the end of the file.
    const pointing = Buffer.from(whole);
    pointing.writeUInt32LE(pointing.length + 100, pointing.length - 6);
    expect(unpacksWithin(pointing, MB)).toBeUndefined();
  });
});
