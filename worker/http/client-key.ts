/**
 * The key that per-client limits count under. An IPv4 address is one key; an IPv6 address is
 * keyed on its /64, because one connection is routinely handed a whole /64 and any address in
 * it costs nothing to use. IPv4-mapped IPv6 addresses (`::ffff:192.0.2.1`) count as the IPv4
 * address they carry. Anything unreadable is its own key.
 *
 * Written here rather than taken from a package: the registry's IP libraries (ipaddr.js,
 * ip-address) parse far more than this needs, and this is one expansion of `::`.
 */
export function clientKey(address: string): string {
  const ip = address.trim().toLowerCase();
  if (!ip.includes(":")) return ip;
  const mapped = /^[0:]*:ffff:(\d{1,3}(?:\.\d{1,3}){3})$/.exec(ip);
  if (mapped) return mapped[1]!;
  const groups = hextets(ip.replace(/%.*$/, ""));
  if (!groups) return ip;
  return `${groups.slice(0, 4).join(":")}::/64`;
}

/** The eight 16-bit groups of an IPv6 address, without leading zeros; null when it is not one. */
function hextets(ip: string): string[] | null {
  const halves = ip.split("::");
  if (halves.length > 2) return null;
  const split = (part: string) => (part === "" ? [] : part.split(":"));
  const head = split(halves[0]!);
  const tail = halves.length === 2 ? split(halves[1]!) : [];
  // An embedded IPv4 tail (`64:ff9b::192.0.2.1`) stands for two groups.
  const last = tail.length > 0 ? tail : head;
  if (last.length > 0 && last[last.length - 1]!.includes(".")) last.splice(-1, 1, "0", "0");
  const missing = 8 - head.length - tail.length;
  if (halves.length === 1 ? missing !== 0 : missing < 1) return null;
  const groups = [...head, ...Array.from({ length: halves.length === 2 ? missing : 0 }, () => "0"), ...tail];
  if (!groups.every((group) => /^[0-9a-f]{1,4}$/.test(group))) return null;
  return groups.map((group) => group.replace(/^0+(?=.)/, ""));
}
