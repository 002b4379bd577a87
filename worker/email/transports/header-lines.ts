/**
 * Header text as RFC 5322 and RFC 2047 want it, for the raw MIME of the send_email transport:
 * mimetext writes each header on one line and non-ASCII text as one encoded-word of any length.
 */

/** RFC 5322 2.1.1: a line SHOULD stay within 78 characters, CRLF excluded. */
const MAX_LINE = 78;
/** RFC 2047 2: an encoded-word is at most 75 characters, `=?UTF-8?B?` and `?=` included. */
const MAX_ENCODED_WORD = 75;
const ENCODED_WORD_FRAME = "=?UTF-8?B??=".length;

const PRINTABLE_ASCII = /^[\x20-\x7e]*$/;
const utf8 = new TextEncoder();

function base64(bytes: Uint8Array): string {
  let binary = "";
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/** The most UTF-8 bytes whose base64 fits in an encoded-word of `room` characters. */
function bytesFitting(room: number): number {
  const base64Chars = Math.floor((Math.min(room, MAX_ENCODED_WORD) - ENCODED_WORD_FRAME) / 4) * 4;
  // A character takes up to 4 bytes: a word always holds at least one.
  return Math.max(4, (base64Chars / 4) * 3);
}

/**
 * Non-ASCII text as encoded-words, whole characters in each (a decoder may not join a character
 * split across two). The first fits in `firstRoom`, the rest on lines of their own.
 */
function encodedWords(text: string, firstRoom: number): string[] {
  const words: string[] = [];
  let chunk = "";
  let budget = bytesFitting(firstRoom);
  for (const character of text) {
    if (chunk && utf8.encode(chunk + character).length > budget) {
      words.push(`=?UTF-8?B?${base64(utf8.encode(chunk))}?=`);
      chunk = "";
      budget = bytesFitting(MAX_LINE - 1);
    }
    chunk += character;
  }
  if (chunk) words.push(`=?UTF-8?B?${base64(utf8.encode(chunk))}?=`);
  return words;
}

/**
 * Folds a header's value at its spaces (CRLF before a space) so no line passes 78 characters.
 * A word longer than a line (a long URL) stays whole on its line: breaking it would break it.
 */
export function folded(name: string, value: string): string {
  const lines: string[] = [];
  let line = `${name}:`;
  for (const word of value.split(" ")) {
    if (line.length + 1 + word.length > MAX_LINE && line.length > name.length + 1) {
      lines.push(line);
      line = "";
    }
    line += ` ${word}`;
  }
  lines.push(line);
  return lines.join("\r\n").slice(name.length + 2);
}

/** Unstructured text (a subject): as it is if ASCII, else encoded-words; folded either way. */
export function unstructured(name: string, text: string): string {
  if (PRINTABLE_ASCII.test(text)) return folded(name, text);
  return folded(name, encodedWords(text, MAX_LINE - name.length - 2).join(" "));
}

/** A mailbox with its display name: quoted if ASCII, encoded-words if not. */
export function mailbox(name: string, address: string, header: string): string {
  if (!name) return `<${address}>`;
  const phrase = PRINTABLE_ASCII.test(name)
    ? `"${name.replace(/["\\]/g, "\\$&")}"`
    : encodedWords(name, MAX_LINE - header.length - 2).join(" ");
  return folded(header, `${phrase} <${address}>`);
}
