// The ARCA stand-in as a process (docs/arca.md, Tests), for the Playwright run:
//   npx tsx tests/arca-standin/serve.ts --port 8790 --out /tmp/arca-standin.json
// makes fresh certificates, serves until killed, and writes {url, certPem, keyPem, cuit} to --out.
import { writeFile } from "node:fs/promises";
import { parseArgs } from "node:util";
import { startArcaStandin } from "./server";

const { values } = parseArgs({ options: { port: { type: "string", default: "0" }, out: { type: "string" } } });
const standin = await startArcaStandin({ port: Number(values.port) });
const { certPem, keyPem, cuit } = standin.certs;
const info = JSON.stringify({ url: standin.url, certPem, keyPem, cuit }, null, 2);
if (values.out) await writeFile(values.out, info);
console.log(`ARCA stand-in at ${standin.url}${values.out ? ` (details in ${values.out})` : ""}`);

const stop = () => void standin.close().then(() => process.exit(0));
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
