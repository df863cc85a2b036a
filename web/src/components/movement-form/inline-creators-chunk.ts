// The inline creators (inline-creators.tsx) are a chunk of their own: the record buttons' first-load code
// stays as it was. It is fetched as soon as the form's chunk runs, and the form waits for it (use() under the
// host's Suspense), so the whole form shows at once: no button pops in under a picker.
export const inlineCreators = import("./inline-creators");
