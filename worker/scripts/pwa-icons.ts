// `npx tsx worker/scripts/pwa-icons.ts`: the installable app's icons (web/public/icons/*.png) drawn from the
// brand mark of web/public/favicon.svg (green disc, cream head, two eyes). Run it again only if the mark
// changes; the PNGs are committed. RGBA, zlib-compressed (seed/png.ts writes stored blocks: ~800 KB at 512 px).
import { mkdirSync, writeFileSync } from "node:fs";
import { deflateSync } from "node:zlib";

type Rgba = readonly [number, number, number, number];
type Point = readonly [number, number];

const GREEN: Rgba = [0x2f, 0x6b, 0x3a, 255];
const CREAM: Rgba = [0xf4, 0xef, 0xe3, 255];
const CLEAR: Rgba = [0, 0, 0, 0];

/** A cubic Bézier as line segments (enough for an icon). */
function cubic(p0: Point, p1: Point, p2: Point, p3: Point, steps = 24): Point[] {
  return Array.from({ length: steps }, (_, i) => {
    const t = (i + 1) / steps;
    const u = 1 - t;
    const mix = (k: 0 | 1) => u * u * u * p0[k] + 3 * u * u * t * p1[k] + 3 * u * t * t * p2[k] + t * t * t * p3[k];
    return [mix(0), mix(1)] as const;
  });
}

/** favicon.svg's head, "M18 26c4-8 24-8 28 0l-4 4v10c0 6-4 10-10 10s-10-4-10-10V30z", in its 64-unit box. */
const HEAD: Point[] = [
  [18, 26],
  ...cubic([18, 26], [22, 18], [42, 18], [46, 26]),
  [42, 30],
  [42, 40],
  ...cubic([42, 40], [42, 46], [38, 50], [32, 50]),
  ...cubic([32, 50], [26, 50], [22, 46], [22, 40]),
  [22, 30],
];

function inPolygon([x, y]: Point, poly: Point[]): boolean {
  let inside = false;
  for (let i = 0, j = poly.length - 1; i < poly.length; j = i++) {
    const [xi, yi] = poly[i]!;
    const [xj, yj] = poly[j]!;
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

const within = ([x, y]: Point, cx: number, cy: number, r: number) => (x - cx) ** 2 + (y - cy) ** 2 <= r * r;

/** The mark's colour at a point of the 64-unit box; `maskable` fills the whole square (the OS crops it). */
function mark(p: Point, maskable: boolean): Rgba {
  if (within(p, 27, 36, 2) || within(p, 37, 36, 2)) return GREEN;
  if (inPolygon(p, HEAD)) return CREAM;
  return maskable || within(p, 32, 32, 30) ? GREEN : CLEAR;
}

/** size × size RGBA pixels, 4 × 4 samples per pixel for smooth edges. */
function draw(size: number, maskable: boolean): Uint8Array {
  const px = new Uint8Array(size * size * 4);
  const n = 4;
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      const sum = [0, 0, 0, 0];
      for (let sy = 0; sy < n; sy++) {
        for (let sx = 0; sx < n; sx++) {
          const c = mark([((x + (sx + 0.5) / n) * 64) / size, ((y + (sy + 0.5) / n) * 64) / size], maskable);
          // Premultiplied, so transparent samples do not darken the edge.
          for (let k = 0; k < 3; k++) sum[k]! += (c[k]! * c[3]) / 255;
          sum[3]! += c[3];
        }
      }
      const a = sum[3]! / (n * n);
      const at = (y * size + x) * 4;
      for (let k = 0; k < 3; k++) px[at + k] = a ? Math.round((sum[k]! / (n * n) / a) * 255) : 0;
      px[at + 3] = Math.round(a);
    }
  }
  return px;
}

const CRC = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc32 = (bytes: Uint8Array) => {
  let c = 0xffffffff;
  for (const b of bytes) c = CRC[(c ^ b) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};
const u32 = (n: number) => Buffer.from([(n >>> 24) & 0xff, (n >>> 16) & 0xff, (n >>> 8) & 0xff, n & 0xff]);
const chunk = (type: string, data: Uint8Array) => {
  const typed = Buffer.concat([Buffer.from(type, "latin1"), data]);
  return Buffer.concat([u32(data.length), typed, u32(crc32(typed))]);
};

function png(size: number, rgba: Uint8Array): Buffer {
  const raw = Buffer.alloc(size * (1 + size * 4));
  for (let y = 0; y < size; y++) raw.set(rgba.subarray(y * size * 4, (y + 1) * size * 4), y * (1 + size * 4) + 1);
  const header = Buffer.concat([u32(size), u32(size), Buffer.from([8, 6, 0, 0, 0])]);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(raw, { level: 9 })),
    chunk("IEND", new Uint8Array()),
  ]);
}

const OUT = "web/public/icons";
mkdirSync(OUT, { recursive: true });
for (const [name, size, maskable] of [
  ["icon-192.png", 192, false],
  ["icon-512.png", 512, false],
  ["icon-maskable-512.png", 512, true],
  ["apple-touch-icon-180.png", 180, true],
] as const) {
  writeFileSync(`${OUT}/${name}`, png(size, draw(size, maskable)));
  console.log(`${OUT}/${name}`);
}
