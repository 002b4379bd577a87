/**
 * Whether this answer may be sent gzipped as it is kept: the visitor accepts gzip and names it
 * before Brotli. The edge picks the visitor's first listed of the two for a compressible answer
 * (miniflare models it the same way), and an answer already in that encoding passes untouched;
 * a visitor that prefers Brotli is better served by the edge compressing the page itself. The
 * order is the header's as written, skipping `q=0`: that is the order the edge goes by, so Hono's
 * `parseAccept`, which reorders by quality, would sometimes choose otherwise than the edge does.
 *
 * The visitor's own header is `request.cf.clientAcceptEncoding`: Cloudflare, and miniflare after
 * it, hand the Worker `Accept-Encoding: br, gzip` whatever the visitor sent. A request with no
 * `cf` (a service binding, a test) is judged by its own header.
 */
export function prefersGzip(request: Request): boolean {
  const cf = request.cf as { clientAcceptEncoding?: string } | undefined;
  const header = cf?.clientAcceptEncoding ?? request.headers.get("Accept-Encoding") ?? "";
  for (const part of header.split(",")) {
    const [coding = "", ...params] = part.trim().toLowerCase().split(";");
    const quality = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find(Boolean);
    if (quality !== undefined && Number(quality) === 0) continue;
    if (coding === "gzip") return true;
    if (coding === "br") return false;
  }
  return false;
}
