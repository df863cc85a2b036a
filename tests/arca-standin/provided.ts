// What the worker tests' global setup hands to tests inside workerd (docs/arca.md, Tests); no Node imports,
// so both the Node side and tests/worker type-check against it.
export interface ArcaStandinInfo {
  /** The stand-in's base URL (http://127.0.0.1:PORT): WSAA at /wsaa, WSFEv1 at /wsfe. */
  url: string;
  certPem: string;
  /** PKCS#8 ("BEGIN PRIVATE KEY"). */
  keyPem: string;
  /** The same key as PKCS#1 ("BEGIN RSA PRIVATE KEY"). */
  keyPkcs1Pem: string;
  /** The test CA that signed certPem (ARCA's authority in the stand-in). */
  caCertPem: string;
  /** certPem's serial number in hex, as `openssl x509 -serial` prints it (checks the DER parser). */
  certSerial: string;
  /** The platform's CUIT, in the certificate's subject. */
  cuit: string;
}

declare module "vitest" {
  export interface ProvidedContext {
    arcaStandin: ArcaStandinInfo;
  }
}
