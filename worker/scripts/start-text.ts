// What `npm start` says in the terminal, kept pure so it is tested without running anything: the Node
// version check, one line per step done, and the lines once the server answers.

/** "22.12" from package.json's `engines.node` (">=22.12"), or null when it is not a plain minimum. */
export function neededNode(engines: string | undefined): string | null {
  return /^\s*>=\s*(\d+(?:\.\d+){0,2})\s*$/.exec(engines ?? "")?.[1] ?? null;
}

const parts = (version: string) => version.replace(/^v/, "").split(".").map(Number);

/** True when `current` (process.versions.node, "24.9.0") is at least `needed` ("22.12"). */
export function nodeIsEnough(current: string, needed: string): boolean {
  const have = parts(current);
  const want = parts(needed);
  for (let i = 0; i < want.length; i++) {
    const h = have[i] ?? 0;
    if (h !== want[i]) return h > want[i]!;
  }
  return true;
}

/** The one line that stops an unsupported Node, or null when the version is enough. */
export function nodeVersionProblem(current: string, needed: string): string | null {
  if (nodeIsEnough(current, needed)) return null;
  return `Tropero necesita Node ${needed} o más nuevo; tenés ${current.replace(/^v/, "")}. Instalalo desde https://nodejs.org y volvé a correr npm start.`;
}

export type StepDone =
  { step: "dev-vars" } | { step: "migrations" } | { step: "seed"; seeded: boolean } | { step: "build"; built: boolean };

/** The line a finished step prints. */
export function stepLine(done: StepDone): string {
  switch (done.step) {
    case "dev-vars":
      return "  ✓ .dev.vars creado con un JWT_SECRET aleatorio";
    case "migrations":
      return "  ✓ Migraciones aplicadas";
    case "seed":
      return done.seeded ? "  ✓ Datos de demostración cargados" : "  ✓ Datos de demostración ya cargados";
    case "build":
      return done.built ? "  ✓ App compilada" : "  ✓ App sin compilar (--no-build: se sirve la de dist/)";
  }
}

/** The first lines: what is about to happen and where the tools' output goes. */
export function introLines(logPath: string): string[] {
  return ["Preparando Tropero…", `  (la salida de wrangler y vite va a ${logPath})`];
}

export interface Login {
  role: string;
  email: string;
}

/** The lines once the server answers: where it runs and how to get in. */
export function readyLines(port: string, password: string, logins: Login[], logPath: string): string[] {
  const width = Math.max(...logins.map((l) => l.role.length)) + 1;
  return [
    "",
    `Tropero corriendo en http://localhost:${port}`,
    "",
    `Accesos de demostración (contraseña: ${password})`,
    ...logins.map((l) => `  ${`${l.role}:`.padEnd(width + 1)} ${l.email}`),
    "",
    `Registro de wrangler: ${logPath}`,
    "Ctrl+C para detener.",
  ];
}

/** The line of a failed step, pointing at the log. */
export function failureLine(what: string, logPath: string): string {
  return `No se pudo ${what}. El detalle está en ${logPath}`;
}
