// The stand-in's certificates (docs/arca.md, Tests): a test CA playing ARCA's certificate authority, and the
// platform's RSA key and certificate signed by it, made with the openssl CLI so the client's own DER and CMS
// code is checked against an independent implementation.
import { execFile } from "node:child_process";
import { mkdtemp, readFile, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";

const run = promisify(execFile);

/** Runs the openssl CLI; rejects with its stderr on a non-zero exit. */
export async function openssl(args: string[], input?: string): Promise<string> {
  const child = run("openssl", args, { encoding: "utf8", maxBuffer: 8 << 20 });
  if (input !== undefined) child.child.stdin?.end(input);
  const { stdout } = await child;
  return stdout;
}

export interface StandinCerts {
  dir: string;
  cuit: string;
  caKeyPath: string;
  caCertPath: string;
  caCertPem: string;
  keyPath: string;
  certPath: string;
  keyPem: string;
  /** The same key in PKCS#1 ("BEGIN RSA PRIVATE KEY"), the form older OpenSSL writes. */
  keyPkcs1Pem: string;
  certPem: string;
  /** The platform certificate's serial number in hex, as `openssl x509 -serial` prints it. */
  certSerial: string;
}

/** A key and a certificate for `subject`, signed by the CA at `ca` (or self-signed without it). */
export async function makeKeyAndCert(
  dir: string,
  name: string,
  subject: string,
  ca?: { keyPath: string; certPath: string },
): Promise<{ keyPath: string; certPath: string }> {
  const keyPath = path.join(dir, `${name}.key`);
  const certPath = path.join(dir, `${name}.crt`);
  await openssl(["genrsa", "-out", keyPath, "2048"]);
  if (!ca) {
    await openssl(["req", "-new", "-x509", "-key", keyPath, "-subj", subject, "-days", "30", "-out", certPath]);
    return { keyPath, certPath };
  }
  const csrPath = path.join(dir, `${name}.csr`);
  const extPath = path.join(dir, `${name}.ext`);
  // Extensions make it an X.509 v3 certificate, as ARCA issues (the version field present in the DER).
  await writeFile(extPath, "basicConstraints=CA:FALSE\nkeyUsage=digitalSignature,nonRepudiation\n");
  await openssl(["req", "-new", "-key", keyPath, "-subj", subject, "-out", csrPath]);
  await openssl([
    "x509", "-req", "-in", csrPath, "-CA", ca.certPath, "-CAkey", ca.keyPath, "-set_serial",
    `0x${Date.now().toString(16)}`, "-days", "30", "-extfile", extPath, "-out", certPath,
  ]); // prettier-ignore
  return { keyPath, certPath };
}

/** A fresh temp dir with the test CA and the platform's key and certificate for `cuit`. */
export async function makeStandinCerts(cuit = "20172543597"): Promise<StandinCerts> {
  const dir = await mkdtemp(path.join(tmpdir(), "arca-standin-"));
  const ca = await makeKeyAndCert(dir, "ca", "/C=AR/O=AFIP/CN=Computadores Test");
  const platform = await makeKeyAndCert(dir, "tropero", `/C=AR/O=Tropero/CN=tropero/serialNumber=CUIT ${cuit}`, ca);
  return {
    dir,
    cuit,
    caKeyPath: ca.keyPath,
    caCertPath: ca.certPath,
    caCertPem: await readFile(ca.certPath, "utf8"),
    keyPath: platform.keyPath,
    certPath: platform.certPath,
    keyPem: await readFile(platform.keyPath, "utf8"),
    keyPkcs1Pem: await openssl(["rsa", "-in", platform.keyPath, "-traditional"]),
    certPem: await readFile(platform.certPath, "utf8"),
    certSerial: (await openssl(["x509", "-in", platform.certPath, "-noout", "-serial"])).trim().replace(/^serial=/, ""),
  };
}
