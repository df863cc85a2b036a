// The export's ZIP entries compressed by the runtime's zlib: pieces joined into one deflate stream that
// another inflater (fflate's) reads back whole, with the sizes and CRC-32 a ZIP reader checks.
import { crc32 } from "node:zlib";
import { strToU8, unzipSync, Zip } from "fflate";
import { describe, expect, it } from "vitest";
import { ZipNativeDeflate } from "../../worker/lib/zip-native-deflate";

function zipOf(entries: Record<string, Uint8Array[]>, level?: number): Uint8Array {
  const out: Uint8Array[] = [];
  const zip = new Zip((error, chunk) => {
    if (error) throw error;
    out.push(chunk);
  });
  for (const [name, pieces] of Object.entries(entries)) {
    const file = new ZipNativeDeflate(name, level);
    zip.add(file);
    for (const piece of pieces) file.push(piece);
    file.push(new Uint8Array(0), true);
  }
  zip.end();
  const all = new Uint8Array(out.reduce((n, c) => n + c.length, 0));
  out.reduce((at, c) => (all.set(c, at), at + c.length), 0);
  return all;
}

/** The central directory's record of each entry: method, CRC-32 and sizes. */
function directory(zip: Uint8Array) {
  const view = new DataView(zip.buffer, zip.byteOffset, zip.byteLength);
  const found: Record<string, { method: number; crc: number; compressed: number; size: number }> = {};
  for (let at = 0; at + 46 <= zip.length; at++) {
    if (view.getUint32(at, true) !== 0x02014b50) continue;
    const nameLength = view.getUint16(at + 28, true);
    const name = new TextDecoder().decode(zip.subarray(at + 46, at + 46 + nameLength));
    found[name] = {
      method: view.getUint16(at + 10, true),
      crc: view.getUint32(at + 16, true),
      compressed: view.getUint32(at + 20, true),
      size: view.getUint32(at + 24, true),
    };
  }
  return found;
}

describe("ZipNativeDeflate", () => {
  it("joins deflated pieces into entries any ZIP reader opens, with their CRC-32 and sizes", () => {
    const lines = Array.from({ length: 20_000 }, (_, i) => `${i};Pesada ñandú;${(i * 7919) % 1013}\r\n`);
    const pieces = [0, 1, 2, 3].map((k) => strToU8(lines.slice(k * 5000, (k + 1) * 5000).join("")));
    const text = strToU8(lines.join(""));
    const zip = zipOf({ "movimientos.csv": pieces, "vacío.csv": [], "uno.json": [strToU8('{"a":1}')] });

    const files = unzipSync(zip);
    expect(Object.keys(files)).toEqual(["movimientos.csv", "vacío.csv", "uno.json"]);
    expect(files["movimientos.csv"]).toEqual(text);
    expect(files["vacío.csv"]).toEqual(new Uint8Array(0));
    expect(new TextDecoder().decode(files["uno.json"])).toBe('{"a":1}');

    const entries = directory(zip);
    expect(entries["movimientos.csv"]).toMatchObject({ method: 8, crc: crc32(text), size: text.length });
    expect(entries["movimientos.csv"]!.compressed).toBeLessThan(text.length / 3);
    expect(entries["vacío.csv"]).toMatchObject({ method: 8, crc: 0, size: 0 });
  });

  it("gives the same content at every level", () => {
    const piece = strToU8("abc;def\r\n".repeat(10_000));
    for (const level of [1, 3, 6, 9]) {
      expect(unzipSync(zipOf({ "a.csv": [piece, piece] }, level))["a.csv"]!.length, `level ${level}`).toBe(
        2 * piece.length,
      );
    }
  });
});
