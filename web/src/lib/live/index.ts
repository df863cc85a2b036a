// Public surface of live sync: the component to mount, its status atoms and the manager.
export { LiveSync } from "./live-sync";
export { liveErrorAtom, liveStatusAtom, startLiveSync } from "./start-live-sync";
export { LiveSocketManager, type LiveSocketDeps, type LiveStatus } from "./socket-manager";
export * from "./constants";
