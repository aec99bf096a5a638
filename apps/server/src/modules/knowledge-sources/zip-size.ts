import { inflateRawSync } from 'node:zlib';

/**
 * Whether a ZIP archive (a DOCX) unpacks to no more than a limit. A DOCX is compressed text, and
 * text compresses up to a thousandfold: a 20 MB upload may unpack to 20 GB, which a reader holds
 * in memory whole. Each entry is really unpacked, never past what is left of the limit, so an
 * archive that states small sizes in its directory and holds more is caught too.
 */

const END_OF_DIRECTORY = 0x06054b50;
const DIRECTORY_ENTRY = 0x02014b50;
const LOCAL_HEADER = 0x04034b50;
/** The end-of-directory record is 22 bytes, followed by a comment of at most 65,535. */
const END_RECORD_BYTES = 22;
const MAX_COMMENT_BYTES = 0xffff;
const STORED = 0;
const DEFLATED = 8;

/** True or false, or undefined when the archive cannot be read as one. */
export function unpacksWithin(bytes: Buffer, limit: number): boolean | undefined {
  try {
    const earliest = Math.max(0, bytes.length - END_RECORD_BYTES - MAX_COMMENT_BYTES);
    let end = -1;
    for (let at = bytes.length - END_RECORD_BYTES; at >= earliest; at--) {
      if (bytes.readUInt32LE(at) === END_OF_DIRECTORY) {
        end = at;
        break;
      }
    }
    if (end < 0) return undefined;
    const entries = bytes.readUInt16LE(end + 10);
    let at = bytes.readUInt32LE(end + 16);
    let left = limit;
    for (let entry = 0; entry < entries; entry++) {
      if (bytes.readUInt32LE(at) !== DIRECTORY_ENTRY) return undefined;
      const method = bytes.readUInt16LE(at + 10);
      const packed = bytes.readUInt32LE(at + 20);
      const local = bytes.readUInt32LE(at + 42);
      if (bytes.readUInt32LE(local) !== LOCAL_HEADER) return undefined;
      const data = local + 30 + bytes.readUInt16LE(local + 26) + bytes.readUInt16LE(local + 28);
      const stored = bytes.subarray(data, data + packed);
      if (method === STORED) left -= stored.length;
      else if (method === DEFLATED) {
        // Throws a RangeError once the output would pass what is left.
        left -= inflateRawSync(stored, { maxOutputLength: Math.max(1, left + 1) }).length;
      } else return undefined;
      if (left < 0) return false;
      at +=
        46 +
        bytes.readUInt16LE(at + 28) +
        bytes.readUInt16LE(at + 30) +
        bytes.readUInt16LE(at + 32);
    }
    return true;
  } catch (error) {
    // Past the limit's output; any other error (an offset outside the file) is no readable archive.
    if ((error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE') return false;
    return undefined;
  }
}
