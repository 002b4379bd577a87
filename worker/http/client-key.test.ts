import { describe, expect, it } from "vitest";
import { clientKey } from "./client-key";

describe("clientKey", () => {
  it.each([
    ["203.0.113.7", "203.0.113.7"],
    ["2001:db8:85a3:12::1", "2001:db8:85a3:12::/64"],
    ["2001:0db8:85a3:0012:ffff:ffff:ffff:fffe", "2001:db8:85a3:12::/64"],
    ["2001:DB8:85A3:12:1:2:3:4", "2001:db8:85a3:12::/64"],
    ["2001:db8::1", "2001:db8:0:0::/64"],
    ["::1", "0:0:0:0::/64"],
    ["fe80::1%eth0", "fe80:0:0:0::/64"],
    ["::ffff:198.51.100.9", "198.51.100.9"],
    ["0:0:0:0:0:ffff:198.51.100.9", "198.51.100.9"],
    ["64:ff9b::192.0.2.33", "64:ff9b:0:0::/64"],
    ["unknown", "unknown"],
    ["1:2:3::4::5", "1:2:3::4::5"],
  ])("%s counts as %s", (address, key) => {
    expect(clientKey(address)).toBe(key);
  });
});
