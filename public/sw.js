// Sherwood's service worker: after one visit the app starts with the network
// off, and a new build never mixes with an open old one.
//
// Each build is a version of its own: scripts/version-build.mjs fills in BUILD
// and the build's complete FILES below. Installing caches every file of the
// build in a cache of its own and fails if any is missing, so the previous
// version keeps serving, complete, until the new one is complete. Then the new
// version takes over at once, but keeps the previous version's files: a page
// of the previous build still open goes on loading its own pieces (their
// names carry its build) until the player switches (index.html, update.rs).
const BUILD = "dev";
const FILES = [];
const CACHE = `sherwood-${BUILD}`;
// The builds whose files are kept, oldest first: the previous one and this one.
const BUILDS = "sherwood-builds";

self.addEventListener("install", (event) => {
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => cache.addAll(["./", ...FILES]))
      .then(() => self.skipWaiting()),
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
