import type { SendResult } from "./types";

/**
 * Local development and tests: the email is "sent" without leaving the machine. Its content
 * stays in the outbox row, where the back office's Outbox page shows it rendered.
 */
export async function captureTransport(): Promise<SendResult> {
  return { ok: true, providerMessageId: `captured-${crypto.randomUUID()}` };
}
