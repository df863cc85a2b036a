// What `npm start` prints (worker/scripts/start-text.ts): the Node check against package.json's engines,
// one line per step, and the ready lines with the URL, the demo logins and the log file.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import {
  failureLine,
  introLines,
  neededNode,
  nodeIsEnough,
  nodeVersionProblem,
  readyLines,
  stepLine,
} from "../../worker/scripts/start-text";

const engines = (JSON.parse(readFileSync("package.json", "utf8")) as { engines: { node: string } }).engines.node;

describe("the Node version check", () => {
  it("reads the minimum from package.json's engines", () => {
    expect(neededNode(engines)).toBe("22.12");
    expect(neededNode(">= 20")).toBe("20");
    expect(neededNode("^22 || ^24")).toBeNull();
    expect(neededNode(undefined)).toBeNull();
  });

  it("compares major, minor and patch as numbers", () => {
    expect(nodeIsEnough("22.12.0", "22.12")).toBe(true);
    expect(nodeIsEnough("24.9.0", "22.12")).toBe(true);
    expect(nodeIsEnough("22.13.1", "22.12")).toBe(true);
    expect(nodeIsEnough("v23.0.0", "22.12")).toBe(true);
    expect(nodeIsEnough("22.11.9", "22.12")).toBe(false);
    expect(nodeIsEnough("20.18.0", "22.12")).toBe(false);
    expect(nodeIsEnough("9.99.0", "22.12")).toBe(false);
  });

  it("stops an older Node with one Spanish line naming the version needed and the one found", () => {
    expect(nodeVersionProblem("24.9.0", "22.12")).toBeNull();
    const line = nodeVersionProblem("20.11.1", "22.12")!;
    expect(line).toMatch(/^Tropero necesita Node 22\.12 o más nuevo; tenés 20\.11\.1\./);
    expect(line).not.toContain("\n");
  });
});

describe("the terminal's lines", () => {
  it("names the log file first and says what each step did", () => {
    expect(introLines(".wrangler/tropero-start.log").join("\n")).toContain(".wrangler/tropero-start.log");
    expect(stepLine({ step: "migrations" })).toContain("Migraciones aplicadas");
    expect(stepLine({ step: "seed", seeded: true })).toContain("Datos de demostración cargados");
    expect(stepLine({ step: "seed", seeded: false })).toContain("ya cargados");
    expect(stepLine({ step: "build", built: true })).toContain("App compilada");
    expect(stepLine({ step: "build", built: false })).toContain("--no-build");
    expect(failureLine("aplicar las migraciones", "x.log")).toBe(
      "No se pudo aplicar las migraciones. El detalle está en x.log",
    );
  });

  it("once ready: the URL, the password and every demo login aligned, and the log", () => {
    const lines = readyLines(
      "8790",
      "tropero123",
      [
        { role: "Propietario", email: "propietario@tropero.app" },
        { role: "Super admin", email: "admin@tropero.app" },
      ],
      ".wrangler/tropero-start.log",
    );
    expect(lines).toContain("Tropero corriendo en http://localhost:8790");
    expect(lines).toContain("Accesos de demostración (contraseña: tropero123)");
    const logins = lines.filter((l) => l.includes("@tropero.app"));
    expect(logins).toEqual(["  Propietario:  propietario@tropero.app", "  Super admin:  admin@tropero.app"]);
    expect(lines.join("\n")).toContain(".wrangler/tropero-start.log");
  });
});
