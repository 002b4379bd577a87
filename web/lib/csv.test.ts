import { describe, expect, it } from "vitest";
import { datedFileName, neutralizeFormula, toCsv } from "./csv";

describe("CSV export", () => {
  it("quotes every field, doubles quotes, and keeps commas and newlines inside cells", () => {
    expect(toCsv(["Email", "Name"], [["a@b.tn", 'Sami "the voice", Tunis\nline 2']])).toBe(
      '\uFEFF"Email","Name"\r\n"a@b.tn","Sami ""the voice"", Tunis\nline 2"\r\n',
    );
  });

  it.each(["=HYPERLINK(\"x\")", "+216 20 123 456", "-1", "@SUM(A1)", "\tcmd", "\rcmd"])("neutralises %j", (value) => {
    expect(neutralizeFormula(value)).toBe(`'${value}`);
    expect(toCsv(["x"], [[value]])).toContain(`"'${value.replaceAll('"', '""')}"`);
  });

  it("leaves ordinary values and empty cells alone", () => {
    expect(neutralizeFormula("amira@example.tn")).toBe("amira@example.tn");
    expect(toCsv(["a", "b", "c"], [[null, undefined, 0]])).toBe('\uFEFF"a","b","c"\r\n"","","0"\r\n');
  });

  it("names the file with today's date", () => {
    expect(datedFileName("newsletter-subscribers", new Date("2026-11-22T23:59:00Z"))).toBe("newsletter-subscribers-2026-11-22.csv");
  });
});
