// The ARCA stand-in as a process (docs/arca.md, Tests), for the Playwright run:
//   npx tsx tests/arca-standin/serve.ts --port 8790 --out /tmp/arca-standin.json --env-out /tmp/arca.env
// makes fresh certificates, serves until killed, and writes {url, certPem, keyPem, cuit} to --out and the
// worker's ARCA secrets and endpoints as a dotenv file to --env-out (`npm start -- --env-file` reads it).
import { mkdir, writeFile } from "node:fs/promises";
import { dirname } from "node:path";
import { parseArgs } from "node:util";
import { startArcaStandin } from "./server";

const { values } = parseArgs({
  options: { port: { type: "string", default: "0" }, out: { type: "string" }, "env-out": { type: "string" } },
});
const standin = await startArcaStandin({ port: Number(values.port) });
const { certPem, keyPem, cuit } = standin.certs;
const info = JSON.stringify({ url: standin.url, certPem, keyPem, cuit }, null, 2);
if (values.out) await writeFile(values.out, info);
// dotenv keeps a double-quoted value's newlines, so the PEMs go as they are.
const dotenv = [
  `ARCA_CUIT=${cuit}`,
  `ARCA_CERT="${certPem.trim()}"`,
  `ARCA_KEY="${keyPem.trim()}"`,
  `ARCA_WSAA_URL=${standin.url}/wsaa`,
  `ARCA_WSFE_URL=${standin.url}/wsfe`,
];
if (values["env-out"]) {
  await mkdir(dirname(values["env-out"]), { recursive: true });
  await writeFile(values["env-out"], dotenv.join("\n") + "\n");
}
console.log(`ARCA stand-in at ${standin.url}${values.out ? ` (details in ${values.out})` : ""}`);

const stop = () => void standin.close().then(() => process.exit(0));
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
