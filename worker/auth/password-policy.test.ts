import { describe, expect, it } from "vitest";
import { COMMON_PASSWORDS } from "./common-passwords";
import { passwordRefusal } from "./password-policy";

describe("the admin password policy", () => {
  it("refuses the common passwords of a list of 10,000, whatever their case", () => {
    expect(COMMON_PASSWORDS.split("\n").filter(Boolean).length).toBeGreaterThanOrEqual(10_000);
    for (const password of ["password", "12345678", "PassWord", "QWERTYUIOP", "iloveyou"]) {
      expect(passwordRefusal(password, "leila@cafetalk.tn")).toBe("password_too_common");
    }
  });

  it("refuses a password holding the email's name before the @, whatever its case", () => {
    for (const password of ["leila2024!", "my LEILA pass", "xX-Leila-Xx"]) {
      expect(passwordRefusal(password, "leila@cafetalk.tn")).toBe("password_contains_email");
    }
    expect(passwordRefusal("a nour.b pass", "nour.b@cafetalk.tn")).toBe("password_contains_email");
  });

  it("ignores a name of one or two letters, found by chance in strong passwords", () => {
    expect(passwordRefusal("banjo rhythm 7", "jo@cafetalk.tn")).toBeNull();
  });

  it("accepts a password that is neither common nor the email's name", () => {
    expect(passwordRefusal("correct horse battery", "leila@cafetalk.tn")).toBeNull();
    expect(passwordRefusal("password but longer", "leila@cafetalk.tn")).toBeNull();
  });
});
