// The citation check of `npm run lint` (worker/scripts/citations.ts): which lines it flags. The citations are
// assembled from pieces so this file does not cite anything itself.
import { describe, expect, it } from "vitest";
import { citationIn, citationsIn, isChecked, proseOf } from "../../worker/scripts/citations";

const spec = ["SPEC", "md"].join(".");
const design = ["DESIGN", "md"].join(".");
const issue = (n: number) => `issue #${n}`;
const specWord = "SP" + "EC";
const designWord = "DES" + "IGN";
const issueWord = "Iss" + "ue";

describe("citationIn", () => {
  it("flags the outside documents by file name anywhere, strings and test titles included", () => {
    expect(citationIn("web/src/a.ts", `// Paths exactly as ${spec} §7.`)).toBe(spec);
    expect(citationIn("worker/b.ts", `/** Roles of ${design} §3. */`)).toBe(design);
    expect(citationIn("tests/web/c.test.ts", `it("follows ${spec}", () => {});`)).toBe(spec);
    expect(citationIn("docs/d.md", `See ${design} for the reason.`)).toBe(design);
  });

  it("flags an issue with its hash anywhere", () => {
    expect(citationIn("tests/worker/e.test.ts", `describe("notes (${issue(12)})", () => {});`)).toBe(issue(12));
    expect(citationIn("wrangler.toml", `# Workers AI answers the assistant (${issue(13)})`)).toBe(issue(13));
  });

  it("flags short names, bare issue words and hashes in comments and docs", () => {
    expect(citationIn("web/src/f.ts", "// under the " + specWord + " keys")).toBe(specWord);
    expect(citationIn("web/src/g.ts", " * weight and date (" + "issue" + " 4), never zero")).toBe("issue 4");
    expect(citationIn("tests/e2e/h.spec.ts", "// " + issueWord + " 18 at a phone's size")).toBe(`${issueWord} 18`);
    expect(citationIn("docs/i.md", "Fixed in (" + "#" + "12).")).toBe("(#12)");
    expect(citationIn("worker/j.ts", "// see " + "#" + "7 for why")).toBe("#7");
    expect(citationIn("web/src/k.css", "/* the " + designWord + " rule */")).toBe(designWord);
  });

  it("leaves code, colours, selectors, headings, numbered lists and provider error codes alone", () => {
    const clean: Array<[string, string]> = [
      ["web/src/a.css", "  color: #000 !important;"],
      ["web/src/b.css", "  background: #2f6b3a; /* the top bar's green #2f6b3a */"],
      ["web/src/c.css", "#root { min-height: 100vh; }"],
      ["docs/d.md", "## 1. Shape"],
      ["docs/e.md", "1. `npx wrangler d1 create tropero-production`"],
      ["docs/f.md", "| `#fbf8f1` | background |"],
      ["tests/web/g.test.ts", 'const SPEC_LABELS = { BUY: "Compra de animales" };'],
      ["tests/web/h.test.tsx", 'expect(item).toHaveTextContent("Usuario: #40 (ya no existe)");'],
      ["tests/web/i.test.ts", 'explainWhatsAppError("(#131047) Re-engagement message");'],
      ["tests/worker/j.test.ts", 'it("numbers 20 parallel issues 1..20 with no gap", async () => {});'],
      ["web/src/k.ts", 'const url = "https://example.com/issue/15"; // a link, not a citation'],
      ["worker/l.ts", "class Room { #count = 0; }"],
      ["README.md", "See [docs/decisions.md](docs/decisions.md) for the reasons."],
    ];
    for (const [path, line] of clean) expect(citationIn(path, line), `${path}: ${line}`).toBeNull();
  });
});

describe("proseOf", () => {
  it("reads comments, not code", () => {
    expect(proseOf("web/src/a.ts", 'const a = "x"; // the reason')).toBe(" the reason");
    expect(proseOf("web/src/a.ts", 'fetch("https://a.b/c")')).toBe("");
    expect(proseOf("wrangler.toml", "# a comment")).toBe("# a comment");
    expect(proseOf("web/src/a.ts", "#private = 1")).toBe("");
    expect(proseOf("docs/a.md", "# Title")).toBe("# Title");
  });
});

describe("citationsIn and isChecked", () => {
  it("numbers the flagged lines from 1", () => {
    const text = ["// fine", `// per ${spec}`, "const a = 1;", "// " + "issue" + " 3 said so"].join("\n");
    expect(citationsIn("web/src/a.ts", text).map((c) => [c.line, c.found])).toEqual([
      [2, spec],
      [4, "issue 3"],
    ]);
  });

  it("checks source, docs and configuration, never generated SQL or the lock file", () => {
    expect(isChecked("web/src/app/router.tsx")).toBe(true);
    expect(isChecked("docs/herd.md")).toBe(true);
    expect(isChecked("wrangler.toml")).toBe(true);
    expect(isChecked(".ci/run")).toBe(true);
    expect(isChecked("migrations/0001_init.sql")).toBe(false);
    expect(isChecked("package-lock.json")).toBe(false);
    expect(isChecked("web/public/icons/icon-512.png")).toBe(false);
  });
});
