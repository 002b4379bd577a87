import { describe, expect, it } from "vitest";
import { csvCell, csvFileName, toCsv } from "./csv";

describe("csvCell", () => {
  it("quotes every value and doubles quotes inside", () => {
    expect(csvCell("plain")).toBe('"plain"');
    expect(csvCell('say "hi", then go')).toBe('"say ""hi"", then go"');
    expect(csvCell("line one\nline two")).toBe('"line one\nline two"');
    expect(csvCell(42)).toBe('"42"');
    expect(csvCell(true)).toBe('"true"');
    expect(csvCell(null)).toBe('""');
    expect(csvCell(undefined)).toBe('""');
    expect(csvCell(new Date("2026-03-14T09:30:00Z"))).toBe('"2026-03-14T09:30:00.000Z"');
  });

  it.each([
    ['=HYPERLINK("http://evil")', '"\'=HYPERLINK(""http://evil"")"'],
    ["+216 20 123 456", '"\'+216 20 123 456"'],
    ["-2+3", '"\'-2+3"'],
    ["@SUM(A1)", '"\'@SUM(A1)"'],
    ["\tcmd", '"\'\tcmd"'],
    ["\rcmd", '"\'\rcmd"'],
  ])("defuses a cell starting like a formula: %j", (value, expected) => {
    expect(csvCell(value)).toBe(expected);
  });

  it("leaves formula characters alone when they are not first", () => {
    expect(csvCell("a=b")).toBe('"a=b"');
    expect(csvCell(" =1")).toBe('" =1"');
    expect(csvCell("أمينة")).toBe('"أمينة"');
  });
});

describe("toCsv", () => {
  it("writes a header line and a line per row with CRLF line ends", () => {
    const rows = [
      { name: "Amira", city: "Tunis", langs: ["English", "German"] },
      { name: "=cmd", city: null, langs: [] },
    ];
    const csv = toCsv(rows, [
      { header: "Name", value: (r) => r.name },
      { header: "City", value: (r) => r.city },
      { header: "Languages", value: (r) => r.langs.join(", ") },
    ]);
    expect(csv).toBe('"Name","City","Languages"\r\n"Amira","Tunis","English, German"\r\n"\'=cmd","",""\r\n');
  });

  it("writes only the header for no rows", () => {
    expect(toCsv([], [{ header: "Email", value: () => "" }])).toBe('"Email"\r\n');
  });
});

describe("csvFileName", () => {
  it("carries the local date as YYYY-MM-DD", () => {
    expect(csvFileName("leads", new Date(2026, 2, 4, 23, 59))).toBe("leads-2026-03-04.csv");
  });
});
