// Trunk post-build hook (Trunk.toml): makes a build safe to publish over an
// older one. Everything an open page loads after it starts (the bots' worker,
// each game's split modules and their loader, the translation tables) moves
// under v/<build>/, <build> being a digest
// of the whole build, so an old page never loads a newer build's pieces; the
// page learns its build from a <meta name="sherwood-build">. The service
// worker (public/sw.js) gets the build and the complete list of its files,
// each with the digest of its bytes (SRI form, "sha256-<base64>"), which it
// checks before installing, so a half-uploaded publication is never installed.
// The page itself is listed as "./", with the digest of index.html as written
// here, meta tags included (the build's, and the size of the app's
// WebAssembly for the loading line's progress).
//   node scripts/version-build.mjs [DIR]   (DIR: Trunk's staging dir by default)
// It runs once on a fresh staging dir, and refuses a dir it has versioned.
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";

const dir = process.argv[2] || process.env.TRUNK_STAGING_DIR;
if (!dir) throw new Error("usage: version-build.mjs DIR (or run as a Trunk hook)");

const LATE = ["worker_loader.js", "worker.js", "worker_bg.wasm", "i18n"];
// The games' code (scripts/split-post.mjs): the loader, and the modules it
// fetches next to itself (new URL("./split_gest.wasm", import.meta.url)).
const SPLIT_LOADER = "__wasm_split.js";
const SPLIT = /^(split|chunk)_[0-9A-Za-z_]+\.wasm$/;
const META = /<meta name="sherwood-build"/i;

function files(root, rel = "") {
  return fs.readdirSync(path.join(root, rel), { withFileTypes: true }).flatMap((e) => {
    const p = rel ? `${rel}/${e.name}` : e.name;
    return e.isDirectory() ? files(root, p) : [p];
  });
}

const indexPath = path.join(dir, "index.html");
const index = fs.readFileSync(indexPath, "utf8");
if (META.test(index) || fs.existsSync(path.join(dir, "v"))) {
  throw new Error(`${dir} is already versioned (it has a sherwood-build meta or a v/ folder): run on a fresh build`);
}
if (!/<meta charset="utf-8"\s*\/?>/i.test(index)) throw new Error("index.html has no <meta charset>");

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
const late = [...LATE, SPLIT_LOADER, ...fs.readdirSync(dir).filter((f) => SPLIT.test(f))];
for (const name of late) {
  if (fs.existsSync(path.join(dir, name))) fs.renameSync(path.join(dir, name), path.join(versioned, name));
}

// The app's WebAssembly's size, for the loading line's progress (index.html's
// inline script): the total it counts the download against, whatever the host
// does to the file on the way (compression hides it from the page).
const appWasm = fs.readdirSync(dir).find((f) => /^sherwood-app-[0-9a-f]+_bg\.wasm$/.test(f));
if (!appWasm) throw new Error(`no sherwood-app-<hash>_bg.wasm in ${dir}`);
const wasmBytes = fs.statSync(path.join(dir, appWasm)).size;
let page = index.replace(
  /(<meta charset="utf-8"\s*\/?>)/i,
  `$1<meta name="sherwood-build" content="${build}"><meta name="sherwood-wasm-bytes" content="${wasmBytes}">`,
);

// The split loader and the app's JS import each other: each import now
// names the other's place (the import objects' keys, "./__wasm_split.js",
// are the wasm's module names and stay). The app's JS changed, so its
// preload's integrity is computed again, as Trunk computed it.
const loaderPath = path.join(versioned, SPLIT_LOADER);
if (fs.existsSync(loaderPath)) {
  const appJs = fs.readdirSync(dir).find((f) => /^sherwood-app-[0-9a-f]+\.js$/.test(f));
  const appPath = path.join(dir, appJs);
  const rewrite = (file, from, to) => {
    const text = fs.readFileSync(file, "utf8");
    const out = text.split(from).join(to);
    if (out === text) throw new Error(`${file} has no ${from}`);
    fs.writeFileSync(file, out);
  };
  rewrite(loaderPath, `from "./${appJs}"`, `from "../../${appJs}"`);
  rewrite(appPath, `from "./${SPLIT_LOADER}"`, `from "./v/${build}/${SPLIT_LOADER}"`);
  const preload = new RegExp(`(<link rel="modulepreload" href="\\./${appJs.replace(/[.]/g, "\\.")}"[^>]*integrity=")(sha\\d+)-[^"]*"`);
  const found = preload.exec(page);
  if (!found) throw new Error(`index.html has no modulepreload of ${appJs} with an integrity`);
  const digest = crypto.createHash(found[2]).update(fs.readFileSync(appPath)).digest("base64");
  page = page.replace(preload, `$1$2-${digest}"`);
}
fs.writeFileSync(indexPath, page);

// Digests of the files as they are now on disk, so after every move and
// write: index.html's is that of the page with its meta tag, as served for "./".
const integrity = (f) => `sha256-${crypto.createHash("sha256").update(fs.readFileSync(path.join(dir, f))).digest("base64")}`;
const shipped = files(dir).filter((f) => f !== "sw.js" && f !== "index.html").sort();
const listed = { "./": integrity("index.html") };
for (const f of shipped) listed[f] = integrity(f);

const swPath = path.join(dir, "sw.js");
const sw = fs.readFileSync(swPath, "utf8");
const out = sw
  .replace(/^const BUILD = .*;$/m, `const BUILD = ${JSON.stringify(build)};`)
  .replace(/^const FILES = .*;$/m, `const FILES = ${JSON.stringify(listed)};`);
if (!/^const BUILD = .*;$/m.test(sw) || !/^const FILES = .*;$/m.test(sw) || out === sw) {
  throw new Error("sw.js has no BUILD/FILES lines to fill");
}
fs.writeFileSync(swPath, out);
console.log(`build ${build}: ${shipped.length + 1} files with their digests, late ones under v/${build}/`);
