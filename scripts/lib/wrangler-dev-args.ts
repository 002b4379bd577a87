export interface WranglerDevOptions {
  port: number;
  persistTo?: string;
  inspectorPort?: number;
  vars?: Record<string, string>;
}

/**
 * `wrangler dev`'s arguments. The links the local Worker writes into emails follow its port:
 * wrangler.toml's PUBLIC_BASE_URL names the default one only, so `PORT=8812 npm start` would
 * otherwise mail links to a server that is not there. A caller's own PUBLIC_BASE_URL wins.
 */
export function wranglerDevArgs(options: WranglerDevOptions): string[] {
  const args = [
    "dev",
    "--port",
    String(options.port),
    "--ip",
    "127.0.0.1",
    "--test-scheduled",
    "--show-interactive-dev-session=false",
  ];
  if (options.persistTo) args.push("--persist-to", options.persistTo);
  if (options.inspectorPort) args.push("--inspector-port", String(options.inspectorPort));
  const vars = { PUBLIC_BASE_URL: `http://localhost:${options.port}`, ...options.vars };
  for (const [name, value] of Object.entries(vars)) args.push("--var", `${name}:${value}`);
  return args;
}
