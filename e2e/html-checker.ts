import { execFileSync } from "node:child_process";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";

/** The Nu Html Checker (vnu-jar, run with the machine's Java) on the HTML the Worker sends. */
export function validate(html: string): { type: string; message: string; extract?: string }[] {
  const jar = join(dirname(createRequire(import.meta.url).resolve("vnu-jar")), "build/dist/vnu.jar");
  let output: string;
  try {
    output = execFileSync("java", ["-jar", jar, "--format", "json", "--stdout", "-"], {
      input: html,
      encoding: "utf8",
    });
  } catch (error) {
    // vnu exits non-zero when it finds errors; the JSON report is still on stdout.
    output = (error as { stdout?: string }).stdout ?? "";
  }
  return (JSON.parse(output) as { messages: { type: string; message: string; extract?: string }[] }).messages;
}
