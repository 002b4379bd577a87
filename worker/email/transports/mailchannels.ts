import type { DkimSigning } from "./dkim";
import { type OutgoingEmail, resultFromStatus, type Sender, type SendResult } from "./types";

export const MAILCHANNELS_SEND_URL = "https://api.mailchannels.net/tx/v1/send";

interface Address {
  email: string;
  name?: string;
}

/** The request body of MailChannels' Email API (`POST /tx/v1/send`). */
interface MailChannelsRequest {
  personalizations: ({ to: Address[] } & DkimSigning)[];
  from: Address;
  reply_to?: Address;
  subject: string;
  content: { type: "text/plain" | "text/html"; value: string }[];
  headers?: Record<string, string>;
  attachments?: { type: string; filename: string; content: string }[];
}

export interface MailChannelsConfig {
  apiKey: string;
  dkim: DkimSigning;
}

/**
 * MailChannels sets Reply-To itself and refuses it among the custom headers: the outbox keeps it
 * as a header (as the send_email transport writes it), and here it becomes the `reply_to` field.
 */
function withoutReplyTo(headers: Record<string, string>): { replyTo?: string; headers: Record<string, string> } {
  const rest: Record<string, string> = {};
  let replyTo: string | undefined;
  for (const [name, value] of Object.entries(headers)) {
    if (name.toLowerCase() === "reply-to") replyTo = value;
    else rest[name] = value;
  }
  return { replyTo, headers: rest };
}

/**
 * A small typed client over fetch: there is no `mailchannels-client` package on the registry.
 * Network failures and timeouts are retryable; the provider's 4xx answers are not.
 */
export function mailChannelsTransport(config: MailChannelsConfig, from: Sender, fetcher: typeof fetch = fetch) {
  return async (email: OutgoingEmail): Promise<SendResult> => {
    const { replyTo, headers } = withoutReplyTo(email.headers);
    const body: MailChannelsRequest = {
      personalizations: [{ to: [{ email: email.to }], ...config.dkim }],
      from,
      ...(replyTo ? { reply_to: { email: replyTo } } : {}),
      subject: email.subject,
      content: [
        { type: "text/plain", value: email.text },
        { type: "text/html", value: email.html },
      ],
      ...(Object.keys(headers).length > 0 ? { headers } : {}),
      ...(email.attachments?.length
        ? {
            attachments: email.attachments.map((file) => ({
              type: file.contentType,
              filename: file.filename,
              content: file.content,
            })),
          }
        : {}),
    };
    let res: Response;
    try {
      res = await fetcher(MAILCHANNELS_SEND_URL, {
        method: "POST",
        headers: { "Content-Type": "application/json", "X-Api-Key": config.apiKey },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(15_000),
      });
    } catch (error) {
      return { ok: false, permanent: false, error: `network: ${String(error)}` };
    }
    const detail = await res.text().catch(() => "");
    if (!res.ok) return resultFromStatus(res.status, detail);
    const id = res.headers.get("x-request-id") ?? res.headers.get("x-message-id") ?? requestIdFrom(detail);
    return { ok: true, providerMessageId: id ?? `mailchannels-${crypto.randomUUID()}` };
  };
}

function requestIdFrom(detail: string): string | undefined {
  try {
    const parsed = JSON.parse(detail) as { request_id?: string; id?: string };
    return parsed.request_id ?? parsed.id;
  } catch {
    return undefined;
  }
}
