import { html, raw } from "hono/html";
import { type Locale, RTL_LOCALES } from "../../schema/constants";
import type { RenderedEmail } from "./message";

export interface EmailContent {
  locale: Locale;
  subject: string;
  /** The preview text inbox lists show after the subject; hidden in the message itself. */
  preheader?: string;
  /** Greeting line, e.g. "Hello Amira,". */
  greeting?: string;
  /** Plain-text paragraphs; escaped in HTML. */
  paragraphs: string[];
  /**
   * A block of HTML made safe by whoever made it (a newsletter's Markdown body, see
   * newsletter/markdown.ts) and its plain text, after the paragraphs. Put in as it is.
   */
  safeBlock?: { html: string; text: string };
  /** Label/value lines shown as a small table (session details, a copy of a form). */
  details?: [label: string, value: string][];
  button?: { label: string; url: string };
  /**
   * A link named in a sentence, under the main text: `label` links to `url`, followed by `text`
   * ("Your request — see your spot, …"). In the plain text, the URL on a line of its own, so
   * that it reads whole in a right-to-left line.
   */
  link?: { label: string; text: string; url: string };
  /** Small print under the main text, e.g. why the person gets this email. */
  footnote?: string;
  /** A link at the very bottom (newsletters: unsubscribe). */
  footerLink?: { label: string; url: string };
}

const BRAND = "Café Talk";
const ORANGE = "#c2410c";
/** Where the business is, in the reader's language (the brand's name stays as it is). */
const COUNTRY: Record<Locale, string> = { en: "Tunisia", fr: "Tunisie", ar: "تونس" };

/**
 * Every email's HTML and plain-text parts from one description. All content is escaped (a
 * `safeBlock` by its maker); the layout is table-based with inline styles because that is what
 * mail clients render.
 */
export function renderEmail(content: EmailContent): RenderedEmail {
  const dir = RTL_LOCALES.includes(content.locale) ? "rtl" : "ltr";
  const align = dir === "rtl" ? "right" : "left";
  // Physical sides, not logical ones: Gmail and Outlook ignore padding-inline-*. The gap goes on
  // the label's side that faces its value, which is its left in right-to-left.
  const labelPadding = dir === "rtl" ? "6px 0 6px 12px" : "6px 12px 6px 0";
  const body = html`<!doctype html>
<html lang="${content.locale}" dir="${dir}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${content.subject}</title></head>
<body style="margin:0;padding:0;background:#fff7ed;font-family:Arial,'Noto Sans Arabic',sans-serif;color:#1c1917;">
${content.preheader ? html`<div style="display:none;max-height:0;overflow:hidden;mso-hide:all;">${content.preheader}</div>` : ""}
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#fff7ed;padding:24px 12px;">
<tr><td align="center">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border-radius:16px;" dir="${dir}">
<tr><td style="background:${raw(ORANGE)};border-radius:16px 16px 0 0;padding:20px 28px;color:#ffffff;font-size:20px;font-weight:bold;text-align:${align};">☕ <span dir="ltr">${BRAND}</span></td></tr>
<tr><td style="padding:28px;font-size:16px;line-height:1.6;text-align:${align};">
${content.greeting ? html`<p style="margin:0 0 16px;">${content.greeting}</p>` : ""}
${content.paragraphs.map((p) => html`<p style="margin:0 0 16px;">${p}</p>`)}
${content.safeBlock ? raw(content.safeBlock.html) : ""}
${
  content.details?.length
    ? html`<table role="presentation" cellpadding="0" cellspacing="0" style="margin:0 0 16px;border-collapse:collapse;width:100%;">${content.details.map(
        ([label, value]) =>
          html`<tr><td style="padding:${labelPadding};color:#57534e;vertical-align:top;white-space:nowrap;">${label}</td><td style="padding:6px 0;" dir="auto">${value}</td></tr>`,
      )}</table>`
    : ""
}
${
  content.button
    ? html`<p style="margin:24px 0;"><a href="${content.button.url}" style="display:inline-block;background:${raw(ORANGE)};color:#ffffff;text-decoration:none;font-weight:bold;padding:12px 24px;border-radius:999px;">${content.button.label}</a></p>
<p style="margin:0 0 16px;font-size:13px;color:#57534e;word-break:break-all;" dir="ltr">${content.button.url}</p>`
    : ""
}
${
  content.link
    ? html`<p style="margin:0 0 4px;"><a href="${content.link.url}" style="color:${raw(ORANGE)};font-weight:bold;">${content.link.label}</a> — ${content.link.text}.</p>
<p style="margin:0 0 16px;font-size:13px;color:#57534e;word-break:break-all;" dir="ltr">${content.link.url}</p>`
    : ""
}
${content.footnote ? html`<p style="margin:16px 0 0;font-size:13px;color:#57534e;">${content.footnote}</p>` : ""}
</td></tr>
<tr><td style="padding:16px 28px 24px;font-size:12px;color:#78716c;text-align:${align};"><span dir="ltr">${BRAND}</span> · ${COUNTRY[content.locale]}${content.footerLink ? html` · <a href="${content.footerLink.url}" style="color:#78716c;">${content.footerLink.label}</a>` : ""}</td></tr>
</table>
</td></tr>
</table>
</body>
</html>`;

  const text = [
    content.greeting,
    ...content.paragraphs,
    content.safeBlock?.text,
    ...(content.details ?? []).map(([label, value]) => `${label}: ${value}`),
    content.button ? `${content.button.label}: ${content.button.url}` : undefined,
    content.link ? `${content.link.label} — ${content.link.text}:\n${content.link.url}` : undefined,
    content.footnote,
    `— ${BRAND}`,
    content.footerLink ? `${content.footerLink.label}: ${content.footerLink.url}` : undefined,
  ]
    .filter((line): line is string => Boolean(line))
    .join("\n\n");

  return { subject: content.subject, html: body.toString(), text };
}

/** An absolute link on the public site, from the configured base URL. */
export function publicUrl(baseUrl: string, path: string): string {
  return new URL(path, baseUrl.endsWith("/") ? baseUrl : `${baseUrl}/`).href;
}
