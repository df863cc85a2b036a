// The shell's notice without signal (docs/offline.md): "Sin conexión · datos actualizados hace 5 minutos", the
// time of the newest kept list (lots, rodeos, categories, supplies, the log) of the selected organization,
// whether it came from this device's snapshots or the last answer. A live region, read once when it appears.
import type { Query } from "@tanstack/react-query";
import { useAtomValue } from "jotai";
import { useEffect, useState, useSyncExternalStore } from "react";
import { formatLongDate } from "../dates";
import { defineMessages, useLocale, useMessages, type Locale } from "../i18n";
import { queryClient } from "../query/query-client";
import { selectedOrganizationIdAtom } from "../session/atoms";
import { sessionOfflineAtom } from "../session/offline-start";
import { isSnapshotKey } from "./snapshots";
import "./snapshots-notice.css";

const messages = defineMessages(
  {
    offline: "Sin conexión",
    updated: (when: string) => `datos actualizados ${when}`,
    nothing: "no hay datos guardados en este dispositivo",
    hint: "Podés seguir consultando; los cambios se envían cuando vuelva la señal.",
    justNow: "recién",
  },
  {
    offline: "Offline",
    updated: (when: string) => `data updated ${when}`,
    nothing: "no data saved on this device",
    hint: "You can keep browsing; changes are sent when the connection returns.",
    justNow: "just now",
  },
);

const subscribeOnline = (notify: () => void) => {
  window.addEventListener("online", notify);
  window.addEventListener("offline", notify);
  return () => {
    window.removeEventListener("online", notify);
    window.removeEventListener("offline", notify);
  };
};

/** navigator.onLine, followed live. */
export function useOnline(): boolean {
  return useSyncExternalStore(subscribeOnline, () => navigator.onLine);
}

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ["day", 86_400_000],
  ["hour", 3_600_000],
  ["minute", 60_000],
];

/** "hace 5 minutos", "hace 2 horas", "ayer"; under a minute "recién". */
export function relativeTime(at: number, now: number, locale: Locale, justNow: string): string {
  const elapsed = Math.max(0, now - at);
  const format = new Intl.RelativeTimeFormat(locale === "es" ? "es-AR" : "en", { numeric: "auto" });
  for (const [unit, ms] of UNITS) if (elapsed >= ms) return format.format(-Math.floor(elapsed / ms), unit);
  return justNow;
}

/** The newest update time of the kept lists of `orgId` in the cache (0 when none holds data). */
function newestUpdate(orgId: number | null): number {
  if (orgId === null) return 0;
  const kept = (q: Query) => q.queryKey[1] === orgId && isSnapshotKey(q.queryKey) && q.state.data !== undefined;
  return Math.max(
    0,
    ...queryClient
      .getQueryCache()
      .findAll({ predicate: kept })
      .map((q) => q.state.dataUpdatedAt),
  );
}

const subscribeCache = (notify: () => void) => queryClient.getQueryCache().subscribe(notify);

function useNewestUpdate(orgId: number | null): number {
  return useSyncExternalStore(subscribeCache, () => newestUpdate(orgId));
}

/** Re-renders every minute, so "hace 5 minutos" stays true. */
function useNow(active: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!active) return;
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), 60_000);
    return () => clearInterval(timer);
  }, [active]);
  return now;
}

export function OfflineNotice() {
  const t = useMessages(messages);
  const locale = useLocale();
  const online = useOnline();
  const unreachable = useAtomValue(sessionOfflineAtom);
  const offline = !online || unreachable;
  const updatedAt = useNewestUpdate(useAtomValue(selectedOrganizationIdAtom));
  const now = useNow(offline);
  return (
    <div role="status" className="offline-notice-region">
      {offline ? (
        <p className="offline-notice">
          <strong>{t.offline}</strong>
          {" · "}
          {updatedAt ? (
            <time dateTime={new Date(updatedAt).toISOString()} title={formatLongDate(updatedAt, locale)}>
              {t.updated(relativeTime(updatedAt, now, locale, t.justNow))}
            </time>
          ) : (
            t.nothing
          )}
          <span className="offline-notice-hint">{t.hint}</span>
        </p>
      ) : null}
    </div>
  );
}
