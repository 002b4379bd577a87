/// <reference types="vite/client" />

/** The icon sprite's address (scripts/lib/icon-sprite-plugin.ts). */
declare module "virtual:icon-sprite" {
  const url: string;
  export default url;
}
