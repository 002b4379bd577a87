import type { Env } from "../../env";
import { captureTransport } from "./capture";
import { cloudflareEmailTransport } from "./cloudflare";
import { mailChannelsTransport } from "./mailchannels";
import type { Sender, Transport } from "./types";

export type { Transport } from "./types";

/** The transport named by EMAIL_TRANSPORT; a missing secret is a configuration error, said loudly. */
export function transportFor(env: Env): Transport {
  const from: Sender = { email: env.EMAIL_FROM, name: env.EMAIL_FROM_NAME };
  switch (env.EMAIL_TRANSPORT) {
    case "capture":
      return captureTransport;
    case "mailchannels":
      if (!env.MAILCHANNELS_API_KEY) throw new Error("EMAIL_TRANSPORT=mailchannels needs the MAILCHANNELS_API_KEY secret");
      return mailChannelsTransport(env.MAILCHANNELS_API_KEY, from);
    case "cloudflare":
      if (!env.SEND_EMAIL) throw new Error("EMAIL_TRANSPORT=cloudflare needs a send_email binding named SEND_EMAIL");
      return cloudflareEmailTransport(env.SEND_EMAIL, from);
    default:
      throw new Error(`Unknown EMAIL_TRANSPORT "${env.EMAIL_TRANSPORT}"`);
  }
}
