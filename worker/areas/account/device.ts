// Summarises a User-Agent into the short device label sessions show ("Chrome en Android"), and
// reads who opens a session from the request.
import type { Context } from "hono";
import type { AppEnv } from "../../env";
import { clientIp } from "../../lib/rate-limit";
import type { SessionClient } from "./sessions";

const BROWSERS: ReadonlyArray<[RegExp, string]> = [
  [/EdgA?\/|Edg(iOS)?\//, "Edge"],
  [/OPR\/|Opera/, "Opera"],
  [/SamsungBrowser\//, "Samsung Internet"],
  [/Firefox\/|FxiOS\//, "Firefox"],
  [/Chrome\/|CriOS\//, "Chrome"],
  [/Version\/[\d.]+.*Safari\//, "Safari"],
];

const SYSTEMS: ReadonlyArray<[RegExp, string]> = [
  [/Android/, "Android"],
  [/iPhone|iPad|iPod/, "iOS"],
  [/CrOS/, "ChromeOS"],
  [/Windows/, "Windows"],
  [/Mac OS X|Macintosh/, "macOS"],
  [/Linux/, "Linux"],
];

const MAX_LENGTH = 60;

export function describeDevice(userAgent: string | undefined | null): string {
  const ua = (userAgent ?? "").trim();
  if (!ua) return "Dispositivo desconocido";
  const browser = BROWSERS.find(([re]) => re.test(ua))?.[1];
  const system = SYSTEMS.find(([re]) => re.test(ua))?.[1];
  // Non-browser clients (curl, scripts) are named by their product token.
  const name = browser ?? (/^[\w.-]+/.exec(ua)?.[0] || "Navegador");
  return (system ? `${name} en ${system}` : name).slice(0, MAX_LENGTH);
}

/** The device and IP address of the request opening a session. */
export const sessionClient = (c: Context<AppEnv>): SessionClient => ({
  device: describeDevice(c.req.header("User-Agent")),
  ip: clientIp(c),
});
