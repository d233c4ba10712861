import { promisify } from 'node:util';
import { constants, crc32, deflateRaw, deflateRawSync } from 'node:zlib';

/**
 * A piece of a response body beside its raw deflate form, which ends on a byte boundary without
 * closing the stream (a sync flush) and refers to nothing before it: such forms follow one another
 * in one gzip stream. A piece that many pages share (the stylesheet, the frame) is compressed once
 * and spliced into each of them (docs/decisions/041).
 */
export interface DeflatedPart {
  bytes: Buffer;
  deflated: Buffer;
}

const partOptions = (level: number) => ({ level, finishFlush: constants.Z_SYNC_FLUSH });

export function deflatedPart(bytes: Buffer, level: number = constants.Z_DEFAULT_COMPRESSION): DeflatedPart {
  return { bytes, deflated: deflateRawSync(bytes, partOptions(level)) };
}

const deflateRawAsync = promisify(deflateRaw);

/** The same, compressed in Node's thread pool: for work that need not hold up a request. */
export async function deflatedPartInPool(bytes: Buffer, level: number = constants.Z_DEFAULT_COMPRESSION): Promise<DeflatedPart> {
  return { bytes, deflated: await deflateRawAsync(bytes, partOptions(level)) };
}

const STORED_BLOCK_MAX = 0xffff;

/** A part kept as it is, in deflate's stored blocks: for a few bytes (a nonce), cheaper than compressing them. */
export function storedPart(bytes: Buffer): DeflatedPart {
  const blocks: Buffer[] = [];
  for (let start = 0; start < bytes.length; start += STORED_BLOCK_MAX) {
    const data = bytes.subarray(start, start + STORED_BLOCK_MAX);
    const header = Buffer.alloc(5);
    // Not the last block, stored (three zero bits, padded to the byte), then its length and the length's complement.
    header.writeUInt16LE(data.length, 1);
    header.writeUInt16LE(~data.length & 0xffff, 3);
    blocks.push(header, data);
  }
  return { bytes, deflated: Buffer.concat(blocks) };
}

/** The gzip header: deflate, no name, no time, unknown system. */
const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff]);
/** The last block, empty: fixed codes and at once the end of the block. */
const LAST_BLOCK = Buffer.from([0x03, 0x00]);

/** One gzip stream of the parts in order, as a browser reads it: only the checksum is computed here. */
export function gzipParts(parts: readonly DeflatedPart[]): Buffer<ArrayBuffer> {
  let checksum = 0;
  let size = 0;
  for (const { bytes } of parts) {
    checksum = crc32(bytes, checksum);
    size += bytes.length;
  }
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(checksum >>> 0, 0);
  trailer.writeUInt32LE(size % 2 ** 32, 4);
  return Buffer.concat([GZIP_HEADER, ...parts.map(({ deflated }) => deflated), LAST_BLOCK, trailer]);
}
