// The one jotai store of the app: the Provider uses it and non-React code (API client, live
// sync) reads and writes the same atoms through it.
import { createStore } from "jotai";

export const appStore = createStore();
