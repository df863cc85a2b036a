// The shapes of the herd records the SPA caches (the lists themselves: web/src/data, docs/spa-data.md).
export * from "./types";
