// The WSAA login's DER and CMS pieces (docs/arca.md, WSAA login), checked against known encodings and
// against the certificates openssl made in the global setup.
import { describe, expect, it } from "vitest";
import { importSigningKey, pkcs1ToPkcs8 } from "../../worker/areas/money/arca/cms-sign";
import {
  children,
  derToPem,
  fromBase64,
  integer,
  issuerAndSerial,
  octetString,
  oid,
  pemToDer,
  readTlv,
  sequence,
  setOf,
  toBase64,
  utcTime,
} from "../../worker/areas/money/arca/der";
import { standin } from "./arca-helpers";

const hex = (bytes: Uint8Array) => [...bytes].map((b) => b.toString(16).padStart(2, "0")).join("");

describe("DER encoding", () => {
  it("writes OIDs, integers and times as DER", () => {
    expect(hex(oid("1.2.840.113549.1.7.2"))).toBe("06092a864886f70d010702");
    expect(hex(oid("2.16.840.1.101.3.4.2.1"))).toBe("0609608648016503040201");
    expect(hex(integer(0))).toBe("020100");
    expect(hex(integer(1))).toBe("020101");
    expect(hex(integer(0x80))).toBe("02020080");
    expect(hex(integer(Uint8Array.of(0, 0, 0x12)))).toBe("020112");
    expect(hex(utcTime(new Date("2026-11-27T20:05:09Z")))).toBe(hex(new TextEncoder().encode("\x17\x0d261127200509Z")));
  });

  it("writes long lengths in the long form and reads them back", () => {
    const content = new Uint8Array(300).fill(7);
    const der = octetString(content);
    expect(hex(der.subarray(0, 4))).toBe("0482012c");
    const read = readTlv(der);
    expect(read.tag).toBe(0x04);
    expect(read.content).toEqual(content);
    expect(() => readTlv(der.subarray(0, 100))).toThrow(/length/);
  });

  it("sorts a SET OF by the members' encodings", () => {
    const a = sequence(oid("1.2.840.113549.1.9.5"));
    const b = sequence(oid("1.2.840.113549.1.9.3"));
    const set = readTlv(setOf(a, b));
    expect(children(set).map((c) => hex(c.bytes))).toEqual([hex(b), hex(a)]);
  });

  it("round-trips PEM and base64", () => {
    const der = sequence(integer(5), octetString(new Uint8Array(100).fill(1)));
    expect(pemToDer(derToPem(der, "TEST"), "TEST")).toEqual(der);
    expect(pemToDer(derToPem(der, "TEST").replace(/\n/g, "\\n"))).toEqual(der);
    expect(fromBase64(toBase64(der))).toEqual(der);
  });
});

describe("the platform certificate openssl made", () => {
  it("gives the serial openssl prints and the CA's subject as issuer", () => {
    const { certPem, caCertPem, certSerial } = standin();
    const { issuer, serial } = issuerAndSerial(pemToDer(certPem, "CERTIFICATE"));
    expect(hex(readTlv(serial).content).toUpperCase().replace(/^00/, "")).toBe(certSerial.replace(/^00/, ""));
    // The CA's subject: tbsCertificate's fields are [0] version, serial, signature, issuer, validity, subject.
    const caTbs = children(readTlv(pemToDer(caCertPem, "CERTIFICATE")))[0]!;
    const caSubject = children(caTbs)[5]!;
    expect(hex(issuer)).toBe(hex(caSubject.bytes));
  });

  it("imports the key in PKCS#8 and in PKCS#1, and wraps PKCS#1 as its PKCS#8 twin", async () => {
    const { keyPem, keyPkcs1Pem } = standin();
    expect(keyPkcs1Pem).toContain("BEGIN RSA PRIVATE KEY");
    const wrapped = pkcs1ToPkcs8(pemToDer(keyPkcs1Pem, "RSA PRIVATE KEY"));
    expect(hex(wrapped)).toBe(hex(pemToDer(keyPem, "PRIVATE KEY")));
    await expect(importSigningKey(keyPkcs1Pem)).resolves.toBeTruthy();
    await expect(importSigningKey("-----BEGIN CERTIFICATE-----\nAA==\n-----END CERTIFICATE-----")).rejects.toThrow(
      /ARCA_KEY/,
    );
  });
});
