// `npm run share:images`: the 1200x630 JPEG that stands for each article's drawing when a page is shared
// (Open Graph): the networks show no SVG (issue 31.5). Drawn from public/images/blog/*.svg into
// public/images/share/, and committed: nothing is drawn at install or run time. Run it after adding or
// changing an article's drawing; app/content/share-images.test.ts fails while one is missing or stale in size.
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const root = fileURLToPath(new URL('..', import.meta.url));
const drawings = join(root, 'public/images/blog');
const shared = join(root, 'public/images/share');
const WIDTH = 1200;
const HEIGHT = 630;

await mkdir(shared, { recursive: true });
// Authors' avatars are drawings too, but no article stands for itself with one.
const isArticleDrawing = (name) => name.endsWith('.svg') && !name.startsWith('avatar-');
for (const file of (await readdir(drawings)).filter(isArticleDrawing)) {
  const svg = await readFile(join(drawings, file));
  const { width = WIDTH } = await sharp(svg).metadata();
  // Drawn at the density that makes it at least 1200 px wide, then cut to 1200x630 from its middle.
  const jpeg = await sharp(svg, { density: Math.ceil((72 * WIDTH) / width) })
    .resize(WIDTH, HEIGHT, { fit: 'cover' })
    .flatten({ background: '#ffffff' })
    .jpeg({ quality: 82, mozjpeg: true })
    .toBuffer();
  await writeFile(join(shared, `${basename(file, '.svg')}.jpg`), jpeg);
  console.log(`public/images/share/${basename(file, '.svg')}.jpg: ${Math.round(jpeg.length / 1024)} KB`);
}
