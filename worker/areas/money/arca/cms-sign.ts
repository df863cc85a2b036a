// The WSAA login's signature (docs/arca.md, WSAA login): a CMS SignedData (PKCS#7) with the login ticket
// request attached, signed with the platform's key (RSA PKCS#1 v1.5, SHA-256) through WebCrypto. ARCA
// checks the signature and that its authority issued the certificate carried inside.
import {
  contextTag,
  derNull,
  integer,
  issuerAndSerial,
  octetString,
  oid,
  pemLabel,
  pemToDer,
  readTlv,
  sequence,
  set,
  setOf,
  toBase64,
  utcTime,
} from "./der";

const OID = {
  data: "1.2.840.113549.1.7.1",
  signedData: "1.2.840.113549.1.7.2",
  sha256: "2.16.840.1.101.3.4.2.1",
  rsaEncryption: "1.2.840.113549.1.1.1",
  contentType: "1.2.840.113549.1.9.3",
  messageDigest: "1.2.840.113549.1.9.4",
  signingTime: "1.2.840.113549.1.9.5",
} as const;

const algorithm = (id: string) => sequence(oid(id), derNull());
const attribute = (id: string, value: Uint8Array) => sequence(oid(id), set(value));

/** PKCS#1 RSAPrivateKey wrapped as PKCS#8 PrivateKeyInfo, the only private key form WebCrypto imports. */
export function pkcs1ToPkcs8(pkcs1: Uint8Array): Uint8Array {
  return sequence(integer(0), algorithm(OID.rsaEncryption), octetString(pkcs1));
}

/** The platform's private key from PEM: PKCS#8 ("PRIVATE KEY") or PKCS#1 ("RSA PRIVATE KEY"). */
// `as BufferSource`: the SPA type-checks the worker with the DOM lib, whose BufferSource refuses a
// Uint8Array<ArrayBufferLike>; ours are never shared buffers.
export async function importSigningKey(keyPem: string): Promise<CryptoKey> {
  const label = pemLabel(keyPem.replace(/\\n/g, "\n"));
  let pkcs8: Uint8Array;
  if (label === "RSA PRIVATE KEY") pkcs8 = pkcs1ToPkcs8(pemToDer(keyPem, label));
  else if (label === "PRIVATE KEY") pkcs8 = pemToDer(keyPem, label);
  else throw new Error("La clave privada de la plataforma (ARCA_KEY) no es una clave RSA en formato PEM.");
  return crypto.subtle.importKey(
    "pkcs8",
    pkcs8 as BufferSource,
    { name: "RSASSA-PKCS1-v1_5", hash: "SHA-256" },
    false,
    ["sign"],
  );
}

/**
 * ContentInfo { signedData: SignedData v1 { sha256, id-data with `content` attached, [0] the certificate,
 * one SignerInfo (IssuerAndSerialNumber, signed attributes contentType, signingTime, messageDigest) } },
 * returned as base64 DER: what WSAA's loginCms takes in `in0`.
 */
export async function signCms(content: Uint8Array, certPem: string, keyPem: string, now = new Date()): Promise<string> {
  const cert = pemToDer(certPem, "CERTIFICATE");
  const { issuer, serial } = issuerAndSerial(cert);
  const key = await importSigningKey(keyPem);
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", content as BufferSource));
  const attributes = [
    attribute(OID.contentType, oid(OID.data)),
    attribute(OID.signingTime, utcTime(now)),
    attribute(OID.messageDigest, octetString(digest)),
  ];
  // The signature covers the attributes' DER as a SET OF; inside SignerInfo they travel as [0] IMPLICIT.
  const signedAttrs = setOf(...attributes);
  const signature = new Uint8Array(await crypto.subtle.sign("RSASSA-PKCS1-v1_5", key, signedAttrs as BufferSource));
  const signerInfo = sequence(
    integer(1),
    sequence(issuer, serial),
    algorithm(OID.sha256),
    contextTag(0, readTlv(signedAttrs).content),
    algorithm(OID.rsaEncryption),
    octetString(signature),
  );
  const signedData = sequence(
    integer(1),
    set(algorithm(OID.sha256)),
    sequence(oid(OID.data), contextTag(0, octetString(content))),
    contextTag(0, cert),
    set(signerInfo),
  );
  return toBase64(sequence(oid(OID.signedData), contextTag(0, signedData)));
}
