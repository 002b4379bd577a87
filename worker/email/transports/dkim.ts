import type { Env } from "../../env";
import { TransportConfigError } from "./config-error";

/** MailChannels' DKIM fields: it signs each message with this key for this domain and selector. */
export interface DkimSigning {
  dkim_domain: string;
  dkim_selector: string;
  /** The private key as MailChannels wants it: base64 of its DER form, on one line. */
  dkim_private_key: string;
}

const PEM_ARMOR = /-----(BEGIN|END) [A-Z ]+-----/g;
const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;

/**
 * The signature of mail sent through MailChannels, aligned with the From domain (DMARC passes on
 * DKIM alone, and Gmail and Yahoo offer one-click unsubscribe only when DKIM covers it). Unsigned
 * mail is not sent at all: it would land in spam or be refused, and the operator would not know.
 */
export function dkimSigning(
  env: Pick<Env, "EMAIL_FROM" | "MAILCHANNELS_DKIM_SELECTOR" | "MAILCHANNELS_DKIM_PRIVATE_KEY">,
): DkimSigning {
  const domain = env.EMAIL_FROM.split("@")[1] ?? "";
  const setUp = "See docs/deploying.md, and check the DNS with `npm run check:mail-dns -- <domain>`.";
  if (!env.MAILCHANNELS_DKIM_PRIVATE_KEY) {
    throw new TransportConfigError(
      `Not sent: EMAIL_TRANSPORT=mailchannels signs every email with DKIM for ${domain || "the EMAIL_FROM domain"}, and the MAILCHANNELS_DKIM_PRIVATE_KEY secret is not set (\`wrangler secret put MAILCHANNELS_DKIM_PRIVATE_KEY --env production\`). ${setUp}`,
    );
  }
  if (!domain || !env.MAILCHANNELS_DKIM_SELECTOR) {
    throw new TransportConfigError(
      `Not sent: DKIM needs an EMAIL_FROM address with a domain and the MAILCHANNELS_DKIM_SELECTOR var (EMAIL_FROM is "${env.EMAIL_FROM}", MAILCHANNELS_DKIM_SELECTOR is "${env.MAILCHANNELS_DKIM_SELECTOR}"). ${setUp}`,
    );
  }
  // A PEM file pasted as it is carries the same base64 between its armor lines.
  const key = env.MAILCHANNELS_DKIM_PRIVATE_KEY.replace(PEM_ARMOR, "").replace(/\s+/g, "");
  if (!BASE64.test(key)) {
    throw new TransportConfigError(
      `Not sent: MAILCHANNELS_DKIM_PRIVATE_KEY is not a base64 private key (expected the one line written by \`openssl rsa -outform der | openssl base64 -A\`). ${setUp}`,
    );
  }
  return { dkim_domain: domain, dkim_selector: env.MAILCHANNELS_DKIM_SELECTOR, dkim_private_key: key };
}
