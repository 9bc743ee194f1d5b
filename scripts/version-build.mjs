// Trunk post-build hook (Trunk.toml): makes a build safe to publish over an
// older one. Everything an open page loads after it starts (the bots' worker
// and the translation tables) moves under v/<build>/, <build> being a digest
// of the whole build, so an old page never loads a newer build's pieces; the
// page learns its build from a <meta name="sherwood-build">. The service
// worker (public/sw.js) gets the build and the complete list of its files.
//   node scripts/version-build.mjs [DIR]   (DIR: Trunk's staging dir by default)
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";

const dir = process.argv[2] || process.env.TRUNK_STAGING_DIR;
if (!dir) throw new Error("usage: version-build.mjs DIR (or run as a Trunk hook)");

const LATE = ["worker_loader.js", "worker.js", "worker_bg.wasm", "i18n"];

function files(root, rel = "") {
  return fs.readdirSync(path.join(root, rel), { withFileTypes: true }).flatMap((e) => {
    const p = rel ? `${rel}/${e.name}` : e.name;
    return e.isDirectory() ? files(root, p) : [p];
  });
}

const all = files(dir).sort();
const hash = crypto.createHash("sha256");
for (const f of all) {
  if (f === "sw.js") continue;
  hash.update(f + "\0");
  hash.update(fs.readFileSync(path.join(dir, f)));
}
const build = hash.digest("hex").slice(0, 16);

const versioned = path.join(dir, "v", build);
fs.mkdirSync(versioned, { recursive: true });
for (const name of LATE) {
  if (fs.existsSync(path.join(dir, name))) fs.renameSync(path.join(dir, name), path.join(versioned, name));
}

const indexPath = path.join(dir, "index.html");
const index = fs.readFileSync(indexPath, "utf8");
if (!/<meta charset="utf-8"\s*\/?>/i.test(index)) throw new Error("index.html has no <meta charset>");
fs.writeFileSync(indexPath, index.replace(/(<meta charset="utf-8"\s*\/?>)/i, `$1<meta name="sherwood-build" content="${build}">`));

const swPath = path.join(dir, "sw.js");
const shipped = files(dir).filter((f) => f !== "sw.js" && f !== "index.html").sort();
const sw = fs.readFileSync(swPath, "utf8");
const out = sw
  .replace(/^const BUILD = .*;$/m, `const BUILD = ${JSON.stringify(build)};`)
  .replace(/^const FILES = .*;$/m, `const FILES = ${JSON.stringify(shipped)};`);
if (out === sw) throw new Error("sw.js has no BUILD/FILES lines to fill");
fs.writeFileSync(swPath, out);
console.log(`build ${build}: ${shipped.length + 1} files, late ones under v/${build}/`);
