// The shell as its own chunk: visitors on /log-in never download it.
import { lazy } from "react";

export const LazyAppShell = lazy(() => import("./app-shell").then((m) => ({ default: m.AppShell })));
