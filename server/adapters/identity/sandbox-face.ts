import { createHash } from 'node:crypto';
import { crc32, deflateSync } from 'node:zlib';

const WIDTH = 120;
const HEIGHT = 150;

type Colour = readonly [number, number, number];

const BACKGROUNDS: Colour[] = [
  [214, 228, 240],
  [226, 236, 218],
  [240, 230, 214],
  [230, 222, 240],
  [222, 236, 236],
];
const SKINS: Colour[] = [
  [141, 85, 36],
  [120, 72, 40],
  [165, 107, 70],
  [96, 58, 34],
  [186, 128, 84],
];
const HAIRS: Colour[] = [
  [27, 27, 27],
  [45, 32, 24],
  [60, 40, 30],
  [20, 20, 28],
];
const CLOTHES: Colour[] = [
  [36, 84, 140],
  [140, 48, 48],
  [40, 110, 80],
  [110, 80, 140],
  [200, 140, 40],
  [60, 60, 60],
];
const DARK: Colour = [30, 20, 16];

/**
 * A made-up passport-style face for the sandbox's BVN record, drawn pixel by pixel and written as a
 * PNG by hand: the same BVN always gives the same face, nothing is fetched, and it costs well under
 * a millisecond, so the sandbox's look-ups (every consent, every bench run) stay cheap. It stands in
 * for the photo a real provider returns (Dojah's `image`, NIBSS's base64 JPEG).
 */
export function drawSandboxFace(bvnNo: string): Buffer {
  const bytes = createHash('sha256').update(`sandbox-face:${bvnNo}`).digest();
  const pick = <T>(list: readonly T[], index: number) => list[bytes[index] % list.length]!;
  const background = pick(BACKGROUNDS, 0);
  const skin = pick(SKINS, 1);
  const hair = pick(HAIRS, 2);
  const clothes = pick(CLOTHES, 3);
  const headWidth = 30 + (bytes[4] % 7);
  const headHeight = 38 + (bytes[5] % 6);
  const hairHeight = 10 + (bytes[6] % 14);
  const eyeGap = 11 + (bytes[7] % 4);
  const isWrapped = bytes[8] % 3 === 0;
  const wrap = pick(CLOTHES, 9);

  const centreX = WIDTH / 2;
  const headY = 62;
  const inEllipse = (x: number, y: number, cx: number, cy: number, rx: number, ry: number) =>
    ((x - cx) / rx) ** 2 + ((y - cy) / ry) ** 2 <= 1;

  const colourAt = (x: number, y: number): Colour => {
    if (inEllipse(x, y, centreX - eyeGap, headY + 2, 3.5, 2.6)) return DARK;
    if (inEllipse(x, y, centreX + eyeGap, headY + 2, 3.5, 2.6)) return DARK;
    if (inEllipse(x, y, centreX, headY + 24, 9, 2.2)) return DARK;
    const hairTop = headY - headHeight + hairHeight;
    if (isWrapped && inEllipse(x, y, centreX, headY - headHeight + 10, headWidth + 6, 22) && y < headY - 14)
      return wrap;
    if (!isWrapped && inEllipse(x, y, centreX, headY - 4, headWidth + 3, headHeight + 3) && y < hairTop) return hair;
    if (inEllipse(x, y, centreX, headY, headWidth, headHeight)) return skin;
    if (x > centreX - 11 && x < centreX + 11 && y > headY + 30 && y < headY + 52) return skin;
    if (inEllipse(x, y, centreX, HEIGHT + 16, 54, 52)) return clothes;
    return background;
  };

  // Each row: a filter byte (0, none) and its RGB pixels.
  const raw = Buffer.alloc((WIDTH * 3 + 1) * HEIGHT);
  for (let y = 0; y < HEIGHT; y += 1) {
    const row = y * (WIDTH * 3 + 1);
    for (let x = 0; x < WIDTH; x += 1) {
      const [red, green, blue] = colourAt(x + 0.5, y + 0.5);
      raw[row + 1 + x * 3] = red;
      raw[row + 2 + x * 3] = green;
      raw[row + 3 + x * 3] = blue;
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(WIDTH, 0);
  header.writeUInt32BE(HEIGHT, 4);
  header[8] = 8; // bits per channel
  header[9] = 2; // RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(raw, { level: 1 })),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

function pngChunk(type: string, body: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(body.length, 0);
  const typed = Buffer.concat([Buffer.from(type, 'ascii'), body]);
  const checksum = Buffer.alloc(4);
  checksum.writeUInt32BE(crc32(typed), 0);
  return Buffer.concat([length, typed, checksum]);
}
