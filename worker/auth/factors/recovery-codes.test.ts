import { describe, expect, it } from "vitest";
import { newRecoveryCodes } from "./recovery-codes";

describe("recovery codes", () => {
  it("carry at least 112 random bits each: 25 base32 characters, in five groups to read out", () => {
    const sets = Array.from({ length: 20 }, newRecoveryCodes).flat();
    for (const code of sets) expect(code).toMatch(/^[a-z2-7]{5}(?:-[a-z2-7]{5}){4}$/);
    expect(new Set(sets).size).toBe(sets.length);
    // Every character position is random: each takes many values over 200 codes.
    const letters = sets.map((code) => code.replaceAll("-", ""));
    for (let position = 0; position < 25; position++) {
      expect(new Set(letters.map((code) => code[position])).size).toBeGreaterThan(16);
    }
  });
});
