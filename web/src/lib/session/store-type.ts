// The jotai store type, named once for the session helpers that take a store argument.
import type { createStore } from "jotai";

export type Store = ReturnType<typeof createStore>;
