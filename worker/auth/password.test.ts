import { describe, expect, it } from "vitest";
import { CURRENT_SCRYPT, hashPassword, needsRehash, verifyPassword } from "./password";

describe("password hashing (scrypt in workerd)", () => {
  it("verifies the right password and refuses a wrong one", async () => {
    const hash = await hashPassword("s3cret-passphrase");
    expect(hash).toMatch(/^scrypt\$32768\$8\$3\$[\w+/=]+\$[\w+/=]+$/);
    expect(await verifyPassword("s3cret-passphrase", hash)).toBe(true);
    expect(await verifyPassword("s3cret-passphrasE", hash)).toBe(false);
  });

  it("salts every hash", async () => {
    expect(await hashPassword("same password")).not.toBe(await hashPassword("same password"));
  });

  it("refuses malformed hashes instead of throwing", async () => {
    for (const stored of ["", "plain", "scrypt$x$8$1$a$b", "bcrypt$1$2$3$a$b"]) {
      expect(await verifyPassword("anything", stored)).toBe(false);
    }
  });

  it("asks for a re-hash when the stored cost is below today's", async () => {
    const weak = await hashPassword("pw-123456", { N: 1024, r: 8, p: 1 });
    expect(await verifyPassword("pw-123456", weak)).toBe(true);
    expect(needsRehash(weak)).toBe(true);
    expect(needsRehash(await hashPassword("pw-123456", CURRENT_SCRYPT))).toBe(false);
  });
});
