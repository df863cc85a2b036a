// Dev-only socket origins stay out of the deployed config: wrangler.toml [vars] has no
// ALLOWED_DEV_ORIGINS, and the local scripts put it in .dev.vars (worker/scripts/wrangler.ts).
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { DEV_ORIGINS, ensureDevVars } from "../../worker/scripts/wrangler";

const root = path.resolve(import.meta.dirname, "../..");
const tempVars = () => path.join(mkdtempSync(path.join(tmpdir(), "tropero-vars-")), ".dev.vars");

describe("ALLOWED_DEV_ORIGINS", () => {
  it("is not a wrangler.toml var, so production never accepts a localhost origin", () => {
    expect(readFileSync(path.join(root, "wrangler.toml"), "utf8")).not.toMatch(/^\s*ALLOWED_DEV_ORIGINS\s*=/m);
  });

  it("is written to a new .dev.vars with a random JWT secret", () => {
    const file = tempVars();
    expect(ensureDevVars(file)).toBe(true);
    const text = readFileSync(file, "utf8");
    expect(text).toMatch(/^JWT_SECRET=[0-9a-f]{64}$/m);
    expect(text).toMatch(new RegExp(`^ALLOWED_DEV_ORIGINS=${DEV_ORIGINS}$`, "m"));
    expect(DEV_ORIGINS).toBe("http://localhost:5173,http://127.0.0.1:5173");
    // The WhatsApp webhook works locally: the simulator signs with the app secret (docs/whatsapp.md).
    expect(text).toMatch(/^WHATSAPP_VERIFY_TOKEN=[0-9a-f]{48}$/m);
    expect(text).toMatch(/^WHATSAPP_APP_SECRET=[0-9a-f]{48}$/m);
  });

  it("is appended to an existing .dev.vars that lacks it, keeping the secret; nothing changes twice", () => {
    const file = tempVars();
    writeFileSync(file, "JWT_SECRET=keep-me\nRESEND_API_KEY=x");
    expect(ensureDevVars(file)).toBe(false);
    const once = readFileSync(file, "utf8");
    expect(once).toMatch(
      new RegExp(
        `^JWT_SECRET=keep-me\nRESEND_API_KEY=x\nALLOWED_DEV_ORIGINS=${DEV_ORIGINS}\n` +
          "WHATSAPP_VERIFY_TOKEN=[0-9a-f]{48}\nWHATSAPP_APP_SECRET=[0-9a-f]{48}\n$",
      ),
    );
    expect(ensureDevVars(file)).toBe(false);
    expect(readFileSync(file, "utf8")).toBe(once);
  });

  it("leaves a value already set alone", () => {
    const file = tempVars();
    const text =
      "JWT_SECRET=s\nALLOWED_DEV_ORIGINS=http://localhost:3000\nWHATSAPP_VERIFY_TOKEN=v\nWHATSAPP_APP_SECRET=a\n";
    writeFileSync(file, text);
    expect(ensureDevVars(file)).toBe(false);
    expect(readFileSync(file, "utf8")).toBe(text);
  });
});
