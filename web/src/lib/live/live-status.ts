// The socket's state as atoms, apart from the socket code: the shell's indicator and the outbox read
// them without loading the live sync chunk.
import { atom } from "jotai";
import type { LiveStatus } from "./socket-manager";

/** The socket's state, for a connection indicator. */
export const liveStatusAtom = atom<LiveStatus>("idle");
/** The last socket error ('Connection timeout', 'Failed to connect after 10 attempts'). */
export const liveErrorAtom = atom<string | null>(null);
