import { deflateSync } from 'node:zlib';

/** A real 1x1 PNG, so the bytes pass the server's image check. */
export function pngBytes(): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.from([0, 0, 0, 1, 0, 0, 0, 1, 8, 2, 0, 0, 0]);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.from([0, 0x0b, 0x5d, 0x3b]))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit += 1) crc = crc & 1 ? (crc >>> 1) ^ 0xedb88320 : crc >>> 1;
  }
  return (crc ^ 0xffffffff) >>> 0;
}

/** A real 2x2 JPEG (269 bytes, drawn by sharp), so that the server can decode and redraw it. */
const SMALL_JPEG = Buffer.from(
  '/9j/2wBDAAYEBQYFBAYGBQYHBwYIChAKCgkJChQODwwQFxQYGBcUFhYaHSUfGhsjHBYWICwgIyYnKSopGR8tMC0oMCUoKSj/2wBDAQcHBwoIChMKChMoGhYaKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCj/wAARCAACAAIDASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAf/xAAUEAEAAAAAAAAAAAAAAAAAAAAA/8QAFQEBAQAAAAAAAAAAAAAAAAAAAgb/xAAUEQEAAAAAAAAAAAAAAAAAAAAA/9oADAMBAAIRAxEAPwCVgAlH/9k=',
  'base64',
);

/** A real JPEG of exactly `size` bytes (at least 269): the image, then padding after its end marker. */
export function jpegBytes(size = SMALL_JPEG.length): Buffer {
  return Buffer.concat([SMALL_JPEG, Buffer.alloc(Math.max(0, size - SMALL_JPEG.length))]);
}

export const imageFile = (name: string, bytes: Buffer = pngBytes(), type = 'image/png') =>
  new File([new Uint8Array(bytes)], name, { type });

/** The Instant Account form as a browser posts it (multipart), with the two documents. */
export function instantAccountForm(
  fields: Record<string, string>,
  files: Record<string, File | undefined> = {
    photo: imageFile('photo.png'),
    scannedIDCard: imageFile('id-card.jpg', jpegBytes(), 'image/jpeg'),
  },
) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const [name, file] of Object.entries(files)) if (file) form.append(name, file);
  return form;
}

/** Adaeze's form, as the page fills it after her BVN data came back. */
export function adaezeFields(overrides: Record<string, string> = {}): Record<string, string> {
  return {
    preferredBranch: 'ikeja',
    lastname: 'Okonkwo',
    firstname: 'Adaeze',
    middlename: 'Ngozi',
    email: 'adaeze@example.com',
    gender: 'Female',
    accountProduct: '002',
    bvnNo: '22222222222',
    phoneNo: '2348031234567',
    birthDate: '1990-04-12',
    nin: '70123456789',
    terms: 'on',
    cbBy: 'self',
    acctType: 'Individual',
    step: '50',
    ...overrides,
  };
}
