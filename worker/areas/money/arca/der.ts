// The little ASN.1 DER the WSAA login needs (docs/arca.md, WSAA login): encoding the CMS the platform signs,
// and walking a certificate for its issuer and serial number. Workers have no ASN.1 library and a big one
// would weigh on the worker's size budget; only single-byte tags and definite lengths occur here.

export const TAG = {
  integer: 0x02,
  octetString: 0x04,
  null: 0x05,
  oid: 0x06,
  utcTime: 0x17,
  sequence: 0x30,
  set: 0x31,
} as const;

export function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}

function lengthBytes(n: number): number[] {
  if (n < 0x80) return [n];
  const bytes: number[] = [];
  for (let v = n; v > 0; v = Math.floor(v / 256)) bytes.unshift(v & 0xff);
  return [0x80 | bytes.length, ...bytes];
}

/** One tag-length-value. */
export function tlv(tag: number, content: Uint8Array): Uint8Array {
  return concat([Uint8Array.of(tag, ...lengthBytes(content.length)), content]);
}

export const sequence = (...items: Uint8Array[]) => tlv(TAG.sequence, concat(items));
/** A SET whose members' order is given (a SET of distinct types). */
export const set = (...items: Uint8Array[]) => tlv(TAG.set, concat(items));

function compareBytes(a: Uint8Array, b: Uint8Array): number {
  for (let i = 0; i < Math.min(a.length, b.length); i++) if (a[i] !== b[i]) return a[i]! - b[i]!;
  return a.length - b.length;
}

/** A SET OF: DER orders the members by their encodings. */
export const setOf = (...items: Uint8Array[]) => tlv(TAG.set, concat([...items].sort(compareBytes)));

/** A non-negative INTEGER from a number or big-endian bytes (leading zeros trimmed, a sign byte added). */
export function integer(value: number | Uint8Array): Uint8Array {
  let bytes: number[];
  if (typeof value === "number") {
    bytes = [];
    for (let v = value; v > 0; v = Math.floor(v / 256)) bytes.unshift(v & 0xff);
  } else bytes = [...value];
  while (bytes.length > 1 && bytes[0] === 0 && bytes[1]! < 0x80) bytes.shift();
  if (bytes.length === 0) bytes = [0];
  if (bytes[0]! >= 0x80) bytes.unshift(0);
  return tlv(TAG.integer, Uint8Array.from(bytes));
}

/** An OBJECT IDENTIFIER from its dotted form, e.g. "1.2.840.113549.1.7.2". */
export function oid(dotted: string): Uint8Array {
  const arcs = dotted.split(".").map(Number);
  const [first = 0, second = 0, ...rest] = arcs;
  const out: number[] = [];
  for (const arc of [first * 40 + second, ...rest]) {
    const group = [arc & 0x7f];
    for (let v = Math.floor(arc / 128); v > 0; v = Math.floor(v / 128)) group.unshift((v & 0x7f) | 0x80);
    out.push(...group);
  }
  return tlv(TAG.oid, Uint8Array.from(out));
}

export const octetString = (bytes: Uint8Array) => tlv(TAG.octetString, bytes);
export const derNull = () => Uint8Array.of(TAG.null, 0);

/** UTCTime (YYMMDDHHMMSSZ), valid for 1950–2049 as X.509 and CMS use it. */
export function utcTime(date: Date): Uint8Array {
  const text = date.toISOString().replace(/[-:T]/g, "").slice(2, 14) + "Z";
  return tlv(TAG.utcTime, new TextEncoder().encode(text));
}

/** A context-specific constructed tag [n] around `content`: EXPLICIT (content is one TLV) or IMPLICIT. */
export const contextTag = (n: number, content: Uint8Array) => tlv(0xa0 | n, content);

/** One parsed TLV inside `source`: `bytes` is the whole encoding, `content` its value. */
export interface Tlv {
  tag: number;
  bytes: Uint8Array;
  content: Uint8Array;
}

/** Reads the TLV starting at `offset`. */
export function readTlv(source: Uint8Array, offset = 0): Tlv {
  const tag = source[offset];
  let at = offset + 1;
  const first = source[at++];
  if (tag === undefined || first === undefined) throw new Error("DER: truncated");
  if ((tag & 0x1f) === 0x1f) throw new Error("DER: multi-byte tags are not supported");
  let length = first;
  if (first & 0x80) {
    const count = first & 0x7f;
    if (count === 0 || count > 4) throw new Error("DER: unsupported length");
    length = 0;
    for (let i = 0; i < count; i++) length = length * 256 + (source[at++] ?? NaN);
  }
  const end = at + length;
  if (!Number.isFinite(length) || end > source.length) throw new Error("DER: length beyond the data");
  return { tag, bytes: source.subarray(offset, end), content: source.subarray(at, end) };
}

/** The TLVs inside a constructed one, in order. */
export function children(parent: Tlv): Tlv[] {
  const out: Tlv[] = [];
  for (let at = 0; at < parent.content.length;) {
    const child = readTlv(parent.content, at);
    out.push(child);
    at += child.bytes.length;
  }
  return out;
}

/** An X.509 certificate's issuer Name and serialNumber INTEGER, each as its raw DER (for IssuerAndSerialNumber). */
export function issuerAndSerial(certDer: Uint8Array): { issuer: Uint8Array; serial: Uint8Array } {
  const [tbs] = children(readTlv(certDer));
  if (!tbs || tbs.tag !== TAG.sequence) throw new Error("DER: not a certificate");
  const fields = children(tbs);
  // version is an optional [0] EXPLICIT (absent in v1 certificates).
  const start = fields[0]?.tag === 0xa0 ? 1 : 0;
  const serial = fields[start];
  const issuer = fields[start + 2];
  if (serial?.tag !== TAG.integer || issuer?.tag !== TAG.sequence) throw new Error("DER: not a certificate");
  return { issuer: issuer.bytes, serial: serial.bytes };
}

export function toBase64(bytes: Uint8Array): string {
  let text = "";
  for (let i = 0; i < bytes.length; i += 0x8000) text += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(text);
}

export function fromBase64(text: string): Uint8Array {
  return Uint8Array.from(atob(text.replace(/\s+/g, "")), (c) => c.charCodeAt(0));
}

/** The DER inside the first PEM block labelled `label` (any label when absent). */
export function pemToDer(pem: string, label?: string): Uint8Array {
  const name = label ?? "[A-Z0-9 ]+";
  // Secrets pasted into a dashboard sometimes arrive with literal "\n" instead of line breaks.
  const text = pem.replace(/\\n/g, "\n");
  const match = new RegExp(`-----BEGIN (${name})-----([\\s\\S]*?)-----END \\1-----`).exec(text);
  if (!match) throw new Error(`PEM: no ${label ?? ""} block`.replace("  ", " "));
  return fromBase64(match[2]!);
}

/** The PEM label of the first block, e.g. "PRIVATE KEY" or "RSA PRIVATE KEY"; null when none. */
export function pemLabel(pem: string): string | null {
  return /-----BEGIN ([A-Z0-9 ]+)-----/.exec(pem)?.[1] ?? null;
}

export function derToPem(der: Uint8Array, label: string): string {
  const lines = toBase64(der).match(/.{1,64}/g) ?? [];
  return `-----BEGIN ${label}-----\n${lines.join("\n")}\n-----END ${label}-----\n`;
}
