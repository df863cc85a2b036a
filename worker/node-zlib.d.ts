// The node:zlib functions the worker uses (workerd's native zlib, under the nodejs_compat flag). Declared
// here because the worker is typed with Cloudflare's types only: @types/node's globals clash with them.
declare module "node:zlib" {
  export const constants: { readonly Z_SYNC_FLUSH: number };
  export function crc32(data: Uint8Array, value?: number): number;
  export function deflateRawSync(
    data: Uint8Array,
    options?: { level?: number; finishFlush?: number },
  ): Uint8Array<ArrayBuffer>;
}
