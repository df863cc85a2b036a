// Vitest global setup for the worker tests (docs/arca.md, Tests): starts the ARCA stand-in in Node and hands
// its URL and the platform's test certificate to the tests inside workerd through provide/inject.
import type { TestProject } from "vitest/node";
import "./provided";
import { startArcaStandin } from "./server";

export default async function setup(project: TestProject) {
  const standin = await startArcaStandin();
  const { certPem, keyPem, keyPkcs1Pem, caCertPem, certSerial, cuit } = standin.certs;
  project.provide("arcaStandin", { url: standin.url, certPem, keyPem, keyPkcs1Pem, caCertPem, certSerial, cuit });
  return async () => {
    await standin.close();
  };
}
