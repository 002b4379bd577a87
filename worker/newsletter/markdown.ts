/**
 * A newsletter's body, written in Markdown, as the HTML and plain-text parts of its email.
 * markdown-it does the parsing (docs/decisions/0028-newsletter-markdown.md): raw HTML in the
 * source is not rendered but shown as text, links may only go to http(s) or mailto and images
 * only come from http(s). Styles are inline, because that is what mail clients render.
 */

import type { Token } from "markdown-it";
import MarkdownIt from "markdown-it";
import { type Locale, RTL_LOCALES } from "../../schema/constants";

const ORANGE = "#c2410c";

const LINK_URL = /^(https?:\/\/|mailto:)/i;
const IMAGE_URL = /^https?:\/\//i;

const markdown = new MarkdownIt({ html: false, linkify: true, breaks: true });
// Stricter than markdown-it's default (which already refuses javascript:, vbscript:, file: and
// most data:): nothing but the web and email addresses. A refused link stays as its text.
markdown.validateLink = (url) => LINK_URL.test(url.trim());

/** Inline styles by tag; those with a side are mirrored for right-to-left text. */
function stylesFor(rtl: boolean): Record<string, string> {
  const start = rtl ? "right" : "left";
  return {
    h1: "margin:0 0 12px;font-size:24px;line-height:1.3;font-weight:bold;",
    h2: "margin:0 0 12px;font-size:20px;line-height:1.3;font-weight:bold;",
    h3: "margin:0 0 12px;font-size:18px;line-height:1.3;font-weight:bold;",
    h4: "margin:0 0 12px;font-size:16px;line-height:1.3;font-weight:bold;",
    h5: "margin:0 0 12px;font-size:16px;line-height:1.3;font-weight:bold;",
    h6: "margin:0 0 12px;font-size:16px;line-height:1.3;font-weight:bold;",
    p: "margin:0 0 16px;",
    ul: `margin:0 0 16px;padding:0;padding-${start}:24px;`,
    ol: `margin:0 0 16px;padding:0;padding-${start}:24px;`,
    li: "margin:0 0 4px;",
    a: `color:${ORANGE};text-decoration:underline;`,
    img: "max-width:100%;height:auto;border:0;",
    blockquote: `margin:0 0 16px;padding:0;padding-${start}:12px;border-${start}:3px solid #fed7aa;color:#57534e;`,
    code: "font-family:monospace;background:#f5f5f4;",
    pre: "margin:0 0 16px;padding:12px;background:#f5f5f4;white-space:pre-wrap;",
    hr: "border:0;border-top:1px solid #e7e5e4;margin:24px 0;",
    table: "margin:0 0 16px;border-collapse:collapse;",
    th: "padding:4px 8px;border:1px solid #e7e5e4;",
    td: "padding:4px 8px;border:1px solid #e7e5e4;",
  };
}

function plainTextOf(tokens: Token[] | null): string {
  return (tokens ?? []).map((token) => (token.children ? plainTextOf(token.children) : token.content)).join("");
}

/** Styles every tag, and turns an image that is not on the web into its alt text. */
function style(tokens: Token[], styles: Record<string, string>): Token[] {
  return tokens.map((token) => {
    if (token.type === "image" && !IMAGE_URL.test(String(token.attrGet("src") ?? ""))) {
      token.content = plainTextOf(token.children);
      token.type = "text";
      token.tag = "";
      token.attrs = null;
      token.children = null;
      return token;
    }
    if (token.children) token.children = style(token.children, styles);
    const css = styles[token.tag];
    if (css && token.nesting !== -1) token.attrSet("style", css);
    return token;
  });
}

/** The plain text of one line of inline tokens: links as "text (url)", images as "alt (url)". */
function inlineText(tokens: Token[]): string {
  let out = "";
  const links: { href: string; from: number }[] = [];
  for (const token of tokens) {
    switch (token.type) {
      case "text":
      case "code_inline":
        out += token.content;
        break;
      case "softbreak":
      case "hardbreak":
        out += "\n";
        break;
      case "link_open":
        links.push({ href: String(token.attrGet("href") ?? ""), from: out.length });
        break;
      case "link_close": {
        const link = links.pop();
        if (!link) break;
        const label = out.slice(link.from);
        // A bare URL or address the reader already sees whole is not repeated.
        if (label !== link.href && `mailto:${label}` !== link.href) out += ` (${link.href})`;
        break;
      }
      case "image": {
        const alt = plainTextOf(token.children);
        const src = String(token.attrGet("src") ?? "");
        out += alt ? `${alt} (${src})` : src;
        break;
      }
    }
  }
  return out;
}

/** Blocks apart by a blank line, list items on lines of their own ("- ", "1. "), headings alone. */
function plainText(tokens: Token[]): string {
  // `list` numbers each outermost list, so that two lists in a row stay apart.
  const lines: { text: string; list: number | null }[] = [];
  const lists: { ordered: boolean; count: number }[] = [];
  let listNumber = 0;
  let quotes = 0;
  let bullet: string | null = null;
  const add = (text: string) => {
    const indent = "  ".repeat(Math.max(0, lists.length - (bullet === null ? 0 : 1)));
    const first = `${indent}${bullet ?? ""}`;
    const rest = " ".repeat(first.length);
    const quote = "> ".repeat(quotes);
    const body = text
      .split("\n")
      .map((line, i) => `${quote}${i === 0 ? first : rest}${line}`.trimEnd())
      .join("\n");
    lines.push({ text: body, list: lists.length > 0 ? listNumber : null });
    bullet = null;
  };
  for (const token of tokens) {
    switch (token.type) {
      case "bullet_list_open":
        if (lists.length === 0) listNumber += 1;
        lists.push({ ordered: false, count: 0 });
        break;
      case "ordered_list_open":
        if (lists.length === 0) listNumber += 1;
        lists.push({ ordered: true, count: Number(token.attrGet("start") ?? 1) - 1 });
        break;
      case "bullet_list_close":
      case "ordered_list_close":
        lists.pop();
        break;
      case "list_item_open": {
        const list = lists.at(-1);
        if (!list) break;
        list.count += 1;
        bullet = list.ordered ? `${list.count}. ` : "- ";
        break;
      }
      case "blockquote_open":
        quotes += 1;
        break;
      case "blockquote_close":
        quotes -= 1;
        break;
      case "inline":
        add(inlineText(token.children ?? []));
        break;
      case "fence":
      case "code_block":
        add(token.content.replace(/\n$/, ""));
        break;
      case "hr":
        add("---");
        break;
    }
  }
  return lines
    .map((line, i) => {
      if (i === 0) return line.text;
      const sameList = line.list !== null && line.list === lines[i - 1]?.list;
      return `${sameList ? "\n" : "\n\n"}${line.text}`;
    })
    .join("");
}

/**
 * A campaign's Markdown body as email-safe HTML, in the reader's direction, and as plain text.
 * Everything the admin wrote is escaped: only Markdown's own tags come out as HTML.
 */
export function renderCampaignBody(source: string, locale: Locale): { html: string; text: string } {
  const rtl = RTL_LOCALES.includes(locale);
  const env = {};
  const tokens = style(markdown.parse(source, env), stylesFor(rtl));
  const html = markdown.renderer.render(tokens, markdown.options, env).trim();
  const dir = rtl ? "rtl" : "ltr";
  return {
    html: `<div dir="${dir}" style="text-align:${rtl ? "right" : "left"};">${html}</div>`,
    text: plainText(tokens),
  };
}
