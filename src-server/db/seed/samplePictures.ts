// Small pictures for the seeded image attachments: horizontal bands of colour, so a preview shows
// something and two attachments rarely look the same, at a few hundred bytes each.
//
// Encoded with pngjs (MIT) and jpeg-js (BSD-3-Clause): permissive licences, pure JavaScript (no
// native build, nothing for electron-builder to rebuild), no dependencies of their own, and the
// de facto encoders of the Node image tools (jimp). They are devDependencies because this repo keeps
// only native modules in `dependencies`; the reference server runs from the installed tree.
// Both encoders are deterministic, so the same bands always give the same bytes.
import { encode as encodeJpeg } from 'jpeg-js';
import { PNG } from 'pngjs';
import type { Random } from './random';

export const PICTURE_SIZE = { width: 64, height: 48 } as const;
const JPEG_QUALITY = 80;

export type Rgb = readonly [red: number, green: number, blue: number];

/** Three to five bands of colours from the seeded stream. */
export function randomBands(random: Random): Rgb[] {
  return Array.from({ length: random.int(3, 5) }, () => [random.int(0, 255), random.int(0, 255), random.int(0, 255)] as const);
}

/** RGBA pixels, the layout both encoders take. */
function bandedPixels(bands: readonly Rgb[]): Buffer {
  const { width, height } = PICTURE_SIZE;
  const pixels = Buffer.alloc(width * height * 4);
  for (let y = 0; y < height; y += 1) {
    const [red, green, blue] = bands[Math.floor((y * bands.length) / height)] ?? [0, 0, 0];
    for (let x = 0; x < width; x += 1) {
      const at = (y * width + x) * 4;
      pixels[at] = red;
      pixels[at + 1] = green;
      pixels[at + 2] = blue;
      pixels[at + 3] = 0xff;
    }
  }
  return pixels;
}

export function bandedPng(bands: readonly Rgb[]): Buffer {
  const png = new PNG({ ...PICTURE_SIZE });
  png.data = bandedPixels(bands);
  // Colour type 2 (RGB): the picture is opaque, so the alpha channel would only cost bytes.
  return PNG.sync.write(png, { colorType: 2 });
}

export function bandedJpeg(bands: readonly Rgb[]): Buffer {
  return encodeJpeg({ ...PICTURE_SIZE, data: bandedPixels(bands) }, JPEG_QUALITY).data;
}

/** How many different photos one run draws its JPEGs from. */
export const JPEG_VARIANTS = 12;

/**
 * Pictures for one seeding run. PNGs are drawn one by one; JPEGs come from a set of JPEG_VARIANTS
 * encoded on first use, because jpeg-js rebuilds its Huffman and colour tables on every call
 * (about 12 ms for even a 64×48 picture), which made the demo seed ten times slower. Several
 * attachments sharing a photo is what real inboxes look like anyway.
 */
export function pictureMaker(random: Random): { png(): Buffer; jpeg(): Buffer } {
  const photos: Buffer[] = [];
  return {
    png: () => bandedPng(randomBands(random)),
    jpeg: () => {
      const index = random.int(0, JPEG_VARIANTS - 1);
      photos[index] ??= bandedJpeg(randomBands(random));
      return photos[index];
    },
  };
}
