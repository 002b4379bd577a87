/**
 * Every commit says why: a subject of at most 72 characters, a blank line, then a body. Held for
 * the commits made since the rule was adopted (RULE_SINCE, issue 21); the earlier history stays as
 * it landed. Merge commits are git's own and not held to it. In a shallow clone, where RULE_SINCE
 * is missing, the commits the clone has are checked. Part of `npm test` (node --test).
 */
import assert from "node:assert/strict";
import { execFileSync } from "node:child_process";
import { test } from "node:test";

const RULE_SINCE = "34c137c";
// A clone owned by another user than CI's is still read (git's "dubious ownership" refusal).
const git = (...args: string[]) =>
  execFileSync("git", ["-c", "safe.directory=*", ...args], { encoding: "utf8" }).trim();

function commitsToCheck(): string[] {
  const hasBase = (() => {
    try {
      git("cat-file", "-e", `${RULE_SINCE}^{commit}`);
      return true;
    } catch {
      return false;
    }
  })();
  const range = hasBase ? [`${RULE_SINCE}~1..HEAD`] : ["HEAD"];
  const list = git("rev-list", "--no-merges", ...range);
  return list ? list.split("\n") : [];
}

/** What is wrong with one commit message, if anything. */
function messageProblems(message: string): string[] {
  const [subject = "", blank, ...body] = message.replace(/\s+$/, "").split("\n");
  const problems: string[] = [];
  if (subject.length > 72) problems.push(`subject is ${subject.length} characters (at most 72)`);
  if (blank !== undefined && blank.trim() !== "") problems.push("no blank line after the subject");
  if (!body.some((line) => line.trim())) problems.push("no body saying why");
  return problems;
}

test("a message is held to the rule", () => {
  assert.deepEqual(messageProblems("Fix it"), ["no body saying why"]);
  assert.deepEqual(messageProblems(`${"x".repeat(73)}\n\nWhy.`), ["subject is 73 characters (at most 72)"]);
  assert.deepEqual(messageProblems("Subject\nWhy, glued on."), [
    "no blank line after the subject",
    "no body saying why",
  ]);
  assert.deepEqual(messageProblems("Subject\n\nBecause the reader needs it."), []);
});

test("every commit since the rule was adopted follows it", () => {
  const commits = commitsToCheck();
  assert.ok(commits.length > 0, "no commit to check");
  const offending = commits
    .map((hash) => ({ hash, problems: messageProblems(git("log", "-1", "--format=%B", hash)) }))
    .filter((commit) => commit.problems.length > 0)
    .map(
      (commit) =>
        `${commit.hash.slice(0, 7)} ${git("log", "-1", "--format=%s", commit.hash)}: ${commit.problems.join("; ")}`,
    );
  assert.deepEqual(offending, []);
});
