import type { Env } from "../../env";
import { isLocalUrl } from "../../http/local-host";
import { captureTransport } from "./capture";
import { cloudflareEmailTransport } from "./cloudflare";
import { TransportConfigError } from "./config-error";
import { dkimSigning } from "./dkim";
import { mailChannelsTransport } from "./mailchannels";
import type { Sender, Transport } from "./types";

export { TransportConfigError } from "./config-error";
export type { Transport } from "./types";

/** The transport named by EMAIL_TRANSPORT, or a TransportConfigError saying what to fix. */
export function transportFor(env: Env): Transport {
  const from: Sender = { email: env.EMAIL_FROM, name: env.EMAIL_FROM_NAME };
  switch (env.EMAIL_TRANSPORT) {
    case "capture":
      // A local configuration deployed by mistake must not mark real mail sent without sending it.
      // Captured mail loses nothing only where nothing is really published.
      if (!isLocalUrl(env.PUBLIC_BASE_URL)) {
        throw new TransportConfigError(
          `Not sent: EMAIL_TRANSPORT is "capture", which only keeps emails on a local machine, but PUBLIC_BASE_URL is ${env.PUBLIC_BASE_URL}. Deploy with \`npm run deploy\` (--env production) or set EMAIL_TRANSPORT.`,
        );
      }
      return captureTransport;
    case "mailchannels":
      if (!env.MAILCHANNELS_API_KEY)
        throw new TransportConfigError(
          "Not sent: EMAIL_TRANSPORT=mailchannels needs the MAILCHANNELS_API_KEY secret (`wrangler secret put MAILCHANNELS_API_KEY --env production`).",
        );
      return mailChannelsTransport({ apiKey: env.MAILCHANNELS_API_KEY, dkim: dkimSigning(env) }, from);
    case "cloudflare":
      if (!env.SEND_EMAIL)
        throw new TransportConfigError(
          "Not sent: EMAIL_TRANSPORT=cloudflare needs a send_email binding named SEND_EMAIL.",
        );
      return cloudflareEmailTransport(env.SEND_EMAIL, from);
    default:
      throw new TransportConfigError(
        `Not sent: unknown EMAIL_TRANSPORT "${env.EMAIL_TRANSPORT}" (capture, mailchannels or cloudflare).`,
      );
  }
}
