/** Wrangler's module rules (wrangler.toml): a font file's bytes, a compiled WebAssembly module. */
declare module "*.ttf" {
  const bytes: ArrayBuffer;
  export default bytes;
}

declare module "*.wasm" {
  const module: WebAssembly.Module;
  export default module;
}
