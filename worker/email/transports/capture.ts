import type { SendResult } from "./types";

/** Hosts where nothing is ever really published: capturing mail there loses nothing. */
export function isLocalBaseUrl(baseUrl: string): boolean {
  try {
    const { hostname } = new URL(baseUrl);
    return hostname === "localhost" || hostname.endsWith(".localhost") || hostname === "127.0.0.1" || hostname === "[::1]";
  } catch {
    return false;
  }
}

/**
 * Local development and tests: the email is "sent" without leaving the machine. Its content
 * stays in the outbox row, where the back office's Outbox page shows it rendered.
 */
export async function captureTransport(): Promise<SendResult> {
  return { ok: true, providerMessageId: `captured-${crypto.randomUUID()}` };
}
