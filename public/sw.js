// Sherwood's service worker: after one visit the app starts with the network
// off, and a new build never mixes with an open old one.
//
// Each build is a version of its own: scripts/version-build.mjs fills in BUILD
// and the build's complete FILES below, each file with the digest of its bytes
// ("./" is the page, index.html). Installing fetches every file of the build
// from the server, checks its bytes against its digest, and only when every
// file is there and whole caches them, in a cache of its own; a file missing
// or not as built (a publication cut short, a file damaged on the way) fails
// the install, so the previous version keeps serving, complete. Then the new
// version takes over at once, but keeps the previous version's files: a page
// of the previous build still open goes on loading its own pieces (their
// names carry its build) until the player switches (index.html, update.rs).
const BUILD = "dev";
const FILES = { "./": null };
const CACHE = `sherwood-${BUILD}`;
// The builds whose files are kept, oldest first: the previous one and this one.
const BUILDS = "sherwood-builds";

/// Whether `bytes` have the digest `integrity` ("sha256-<base64>", as in SRI).
async function whole(bytes, integrity) {
  const [algorithm, expected] = integrity.split(/-(.*)/s);
  const names = { sha256: "SHA-256", sha384: "SHA-384", sha512: "SHA-512" };
  if (!names[algorithm]) throw new Error(`unknown digest ${integrity}`);
  const digest = new Uint8Array(await crypto.subtle.digest(names[algorithm], bytes));
  return btoa(String.fromCharCode(...digest)) === expected;
}

/// One file of the build, from the server (never a cache), checked.
async function fetchChecked(file, integrity) {
  const response = await fetch(file, { cache: "reload" });
  if (!response.ok) throw new Error(`${file}: HTTP ${response.status}`);
  const kept = response.clone();
  // A build without digests is an unversioned dev build (only "./" listed).
  if (integrity && !(await whole(await response.arrayBuffer(), integrity))) {
    throw new Error(`${file}: its bytes are not the build's`);
  }
  return kept;
}

self.addEventListener("install", (event) => {
  event.waitUntil(
    (async () => {
      // Everything is fetched and checked before anything is cached. Every
      // fetch ends before the install does, failed or not: a fetch still
      // running in a failed install held up the next version's activation.
      const files = Object.entries(FILES);
      const settled = await Promise.allSettled(files.map(([file, integrity]) => fetchChecked(file, integrity)));
      const failure = settled.find((s) => s.status === "rejected");
      if (failure) throw failure.reason;
      const responses = settled.map((s) => s.value);
      const existed = await caches.has(CACHE);
      const cache = await caches.open(CACHE);
      try {
        await Promise.all(files.map(([file], i) => cache.put(file, responses[i])));
      } catch (e) {
        if (!existed) await caches.delete(CACHE);
        throw e;
      }
      await self.skipWaiting();
    })(),
  );
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    (async () => {
      const meta = await caches.open(BUILDS);
      const listed = await meta.match("builds");
      const builds = (listed ? await listed.json() : []).filter((b) => b !== BUILD).concat(BUILD).slice(-2);
      await meta.put("builds", new Response(JSON.stringify(builds)));
      const keep = new Set([BUILDS, ...builds.map((b) => `sherwood-${b}`)]);
      for (const key of await caches.keys()) {
        if (key.startsWith("sherwood-") && !keep.has(key)) await caches.delete(key);
      }
      await self.clients.claim();
    })(),
  );
});

self.addEventListener("fetch", (event) => {
  const request = event.request;
  const url = new URL(request.url);
  if (request.method !== "GET" || url.origin !== location.origin) return;
  // Which build this worker serves: a page compares it with its own.
  if (url.pathname.endsWith("/sw-build")) {
    event.respondWith(new Response(BUILD, { headers: { "content-type": "text/plain" } }));
    return;
  }
  // The page is this build's page; every other file is found by its name,
  // which is unique to its content or its build.
  const key = request.mode === "navigate" ? "./" : request;
  event.respondWith(
    caches
      .open(CACHE)
      .then((cache) => cache.match(key, { ignoreSearch: true }))
      .then((hit) => hit || caches.match(key, { ignoreSearch: true }))
      .then((hit) => hit || fetch(request)),
  );
});
