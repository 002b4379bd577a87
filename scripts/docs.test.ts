/**
 * The README stays a door (at most 150 lines) and the docs beside it hold together: every relative
 * link in README.md and docs/ reaches a file, and a heading when it names one; every
 * `docs/….md#anchor` a source file cites exists; and nothing cites the specification files that
 * live outside the repository, which a clone does not have. Part of `npm test` (node --test).
 */
import assert from "node:assert/strict";
import { execFileSync } from "node:child_process";
import { existsSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { test } from "node:test";

const root = join(import.meta.dirname, "..");
const README_MAX_LINES = 150;

/** Files git tracks or would track (new ones included), relative to the root. */
const files = execFileSync(
  "git",
  ["-c", "safe.directory=*", "ls-files", "--cached", "--others", "--exclude-standard"],
  {
    cwd: root,
    encoding: "utf8",
  },
)
  .split("\n")
  .filter((file) => file !== "" && existsSync(join(root, file)));
const markdown = files.filter((file) => file === "README.md" || (file.startsWith("docs/") && file.endsWith(".md")));
const read = (file: string) => readFileSync(join(root, file), "utf8");

/** Markdown outside fenced code blocks: a `#` or a link in a code sample is not one. */
function prose(text: string): string {
  return text.replace(/^```[\s\S]*?^```/gm, "");
}

/** The anchors of a Markdown file's headings, as GitHub makes them (repeats get -1, -2, …). */
function anchors(file: string): Set<string> {
  const seen = new Map<string, number>();
  const found = new Set<string>();
  for (const [, heading = ""] of prose(read(file)).matchAll(/^#{1,6}\s+(.+?)\s*#*$/gm)) {
    const slug = heading
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\s_-]/gu, "")
      .replace(/\s/g, "-");
    const count = seen.get(slug) ?? 0;
    seen.set(slug, count + 1);
    found.add(count === 0 ? slug : `${slug}-${count}`);
  }
  return found;
}

/** Why a link from `from` to `target` (a path relative to `from`, maybe with #anchor) is broken, if it is. */
function brokenLink(from: string, target: string): string | undefined {
  const [path = "", anchor] = target.split("#");
  const file = path === "" ? from : relative(root, join(root, dirname(from), decodeURI(path)));
  if (!existsSync(join(root, file))) return `${target}: no file ${file}`;
  if (anchor === undefined || !file.endsWith(".md") || statSync(join(root, file)).isDirectory()) return undefined;
  return anchors(file).has(anchor) ? undefined : `${target}: no heading #${anchor} in ${file}`;
}

test(`README.md has at most ${README_MAX_LINES} lines: the topics live in docs/`, () => {
  const lines = read("README.md").trimEnd().split("\n").length;
  assert.ok(lines <= README_MAX_LINES, `README.md has ${lines} lines`);
});

test("every relative link in README.md and docs/ reaches a file, and the heading it names", () => {
  assert.ok(
    markdown.some((file) => file.startsWith("docs/")),
    "no docs/",
  );
  const broken: string[] = [];
  for (const file of markdown) {
    for (const [, target = ""] of prose(read(file)).matchAll(/\]\(([^)\s]+)\)/g)) {
      if (/^[a-z][a-z+.-]*:/i.test(target)) continue;
      const why = brokenLink(file, target);
      if (why) broken.push(`${file} → ${why}`);
    }
  }
  assert.deepEqual(broken, []);
});

test("every docs/….md#anchor a source file cites names a heading that exists", () => {
  const broken: string[] = [];
  for (const file of files.filter((name) => /\.(ts|tsx|mjs|css|html|jsonc|toml)$/.test(name))) {
    for (const [, target = ""] of read(file).matchAll(/\b(docs\/[\w./-]+\.md(?:#[\w-]+)?)/g)) {
      const why = brokenLink("README.md", target);
      if (why) broken.push(`${file} → ${why}`);
    }
  }
  assert.deepEqual(broken, []);
});

test("nothing cites the specification files outside the repository; the docs say it in their own words", () => {
  // Spelled in parts so that this file does not cite them itself.
  const outside = new RegExp(["SPEC", "DESIGN"].map((name) => `\\b${name}\\.md\\b`).join("|"));
  const citing = files.filter((file) => !/\.(png|jpg|svg|ico|woff2?|ttf)$/.test(file) && outside.test(read(file)));
  assert.deepEqual(citing, []);
});
