#!/usr/bin/env node
/**
 * `npm install`'s postinstall: on a Node older than package.json's "engines" (machines that ship
 * Node 20), npm has just printed an EBADENGINE warning for every package that wants a newer one,
 * and has no setting that silences that warning alone. One line says why they need no action.
 *
 * Plain JavaScript, run by the Node that runs npm (Node 18 and later).
 */
import { readFileSync } from "node:fs";

const { engines } = JSON.parse(readFileSync(new URL("../../package.json", import.meta.url), "utf8"));
const [wantMajor = 0, wantMinor = 0] = (/(\d+)(?:\.(\d+))?/.exec(engines?.node ?? "") ?? []).slice(1).map(Number);
const [major, minor] = process.versions.node.split(".").map(Number);

if (major < wantMajor || (major === wantMajor && minor < wantMinor)) {
  console.log(
    `\nThe EBADENGINE warnings above are expected on Node ${process.versions.node}: every npm script runs under ` +
      `the Node in .nvmrc, which scripts/supported-node.mjs fetches once on first use. Nothing to do.\n`,
  );
}
