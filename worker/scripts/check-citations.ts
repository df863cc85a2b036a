// `npm run lint` (last step): fails, listing file:line, when a tracked file cites a document or an issue that
// is not in the repository (the rules: ./citations.ts). Cite a docs/*.md page or say the reason instead.
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { citationsIn, isChecked } from "./citations";

const files = execFileSync("git", ["ls-files", "-z"], { encoding: "utf8" })
  .split("\0")
  .filter(Boolean)
  .filter(isChecked);
const found = files.flatMap((path) => citationsIn(path, readFileSync(path, "utf8")));
for (const c of found) console.error(`${c.path}:${c.line}: cites "${c.found}" (cite a docs/ page instead): ${c.text}`);
if (found.length > 0) {
  console.error(`${found.length} citation(s) of documents or issues outside the repository`);
  process.exitCode = 1;
} else {
  console.log(`citations: ${files.length} files, none outside the repository`);
}
