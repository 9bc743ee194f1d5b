// Trunk post-build hook, run before version-build.mjs (Trunk.toml): brings
// the app's split modules into Trunk's staging dir. The wasm-bindgen shim
// (scripts/shims/wasm-bindgen) left them in <target>/wasm-bindgen/<profile>/split:
// split_<game>.wasm (a game's code), chunk_<n>.wasm (code two or more games
// share) and __wasm_split.js, their loader. Each wasm is optimized as Trunk
// optimizes the app's (wasm-opt -Oz, release only); the loader's import of
// the app's JS is pointed at Trunk's hashed name. version-build.mjs then moves
// them under v/<build>/.
import fs from "node:fs";
import path from "node:path";
import { execFileSync } from "node:child_process";

const dir = process.env.TRUNK_STAGING_DIR;
if (!dir) throw new Error("split-post.mjs runs as a Trunk hook (TRUNK_STAGING_DIR)");
const profile = process.env.TRUNK_PROFILE === "release" ? "release" : "debug";
const target = process.env.CARGO_TARGET_DIR || path.join(process.cwd(), "target");
const split = path.join(target, "wasm-bindgen", profile, "split");
if (!fs.existsSync(path.join(split, "__wasm_split.js"))) {
  throw new Error(`no split modules in ${split}: is scripts/shims first on PATH (source scripts/env.sh)?`);
}
const appJs = fs.readdirSync(dir).find((f) => /^sherwood-app-[0-9a-f]+\.js$/.test(f));
if (!appJs) throw new Error(`no sherwood-app-<hash>.js in ${dir}`);

let count = 0;
for (const f of fs.readdirSync(split)) {
  if (f === "sherwood-app.wasm") continue; // the shell: bound and staged by Trunk
  const from = path.join(split, f);
  const to = path.join(dir, f);
  if (f.endsWith(".wasm")) {
    if (profile === "release") execFileSync("wasm-opt", ["-Oz", from, "-o", to], { stdio: "inherit" });
    else fs.copyFileSync(from, to);
    count++;
  } else if (f === "__wasm_split.js") {
    const loader = fs.readFileSync(from, "utf8");
    const pointed = loader.replace(/(["'])\.\/sherwood-app\.js\1/, `"./${appJs}"`);
    if (pointed === loader) throw new Error("__wasm_split.js does not import ./sherwood-app.js");
    fs.writeFileSync(to, pointed);
  } else {
    throw new Error(`unexpected file from wasm-split-cli: ${f}`);
  }
}
console.log(`split: ${count} modules and their loader staged beside ${appJs}`);
