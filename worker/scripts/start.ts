// `npm start`: the whole local app on one port (start-app.ts does the work). First the Node version,
// before anything that an older Node could fail on with a less clear message.
// Flags: --port N, --persist-to DIR, --fresh (wipe the local data first), --no-build, --env-file FILE (more
// secrets for this run, e.g. the ARCA stand-in's; docs/arca.md).
import { readFileSync } from "node:fs";
import { neededNode, nodeVersionProblem } from "./start-text";

const pkg = JSON.parse(readFileSync(new URL("../../package.json", import.meta.url), "utf8")) as {
  engines?: { node?: string };
};
const problem = nodeVersionProblem(process.versions.node, neededNode(pkg.engines?.node) ?? "22.12");
if (problem) {
  console.error(problem);
  process.exit(1);
}
await import("./start-app");
