// Small valid PNG images in plain TypeScript (RGB, deflate "stored" blocks, no compression library), for
// the demo ranch's note photos and the end-to-end tests. Deterministic: the same pixels give the same bytes.

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Uint8Array): number {
  let c = 0xffffffff;
  for (const b of bytes) c = CRC_TABLE[(c ^ b) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function adler32(bytes: Uint8Array): number {
  let a = 1;
  let b = 0;
  for (const byte of bytes) {
    a = (a + byte) % 65521;
    b = (b + a) % 65521;
  }
  return ((b << 16) | a) >>> 0;
}

const u32 = (n: number) => [(n >>> 24) & 0xff, (n >>> 16) & 0xff, (n >>> 8) & 0xff, n & 0xff];

function chunk(type: string, data: Uint8Array): number[] {
  const typed = new Uint8Array([...type].map((ch) => ch.charCodeAt(0)).concat([...data]));
  return [...u32(data.length), ...typed, ...u32(crc32(typed))];
}

/** zlib stream of `raw` in stored (uncompressed) blocks of at most 65,535 bytes. */
function zlibStored(raw: Uint8Array): Uint8Array {
  const out: number[] = [0x78, 0x01];
  for (let at = 0; at < raw.length || at === 0; at += 65_535) {
    const block = raw.subarray(at, at + 65_535);
    const last = at + 65_535 >= raw.length ? 1 : 0;
    out.push(last, block.length & 0xff, block.length >>> 8, ~block.length & 0xff, (~block.length >>> 8) & 0xff);
    for (const b of block) out.push(b);
    if (!raw.length) break;
  }
  out.push(...u32(adler32(raw)));
  return new Uint8Array(out);
}

export type Rgb = readonly [number, number, number];

/** A width × height RGB PNG whose pixel (x, y) is `pixel(x, y)`. */
export function makePng(width: number, height: number, pixel: (x: number, y: number) => Rgb): Uint8Array {
  const raw = new Uint8Array(height * (1 + width * 3));
  for (let y = 0; y < height; y++) {
    const row = y * (1 + width * 3);
    raw[row] = 0; // filter: none
    for (let x = 0; x < width; x++) raw.set(pixel(x, y), row + 1 + x * 3);
  }
  const header = new Uint8Array([...u32(width), ...u32(height), 8, 2, 0, 0, 0]);
  const signature = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  return new Uint8Array([
    ...signature,
    ...chunk("IHDR", header),
    ...chunk("IDAT", zlibStored(raw)),
    ...chunk("IEND", new Uint8Array()),
  ]);
}

/** A landscape-like picture: sky over a field, in the given colours, with a soft horizon. */
export function landscapePng(width: number, height: number, sky: Rgb, field: Rgb): Uint8Array {
  const horizon = Math.round(height * 0.45);
  return makePng(width, height, (x, y) => {
    const base = y < horizon ? sky : field;
    const shade = y < horizon ? 1 - y / (horizon * 4) : 0.8 + ((x * 7 + y * 3) % 23) / 115;
    return [0, 1, 2].map((i) => Math.min(255, Math.round(base[i]! * shade))) as unknown as Rgb;
  });
}
