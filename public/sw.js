// Sherwood service worker: after one visit the app starts with the network off.
// The build's file names carry content hashes, so on install we read index.html
// and precache every file it names; later visits refresh index.html from the
// network when there is one and fall back to the cache when there is not.
const CACHE = "sherwood-v3";
// Files whose names carry no content hash: the page, its manifest and icon,
// and the bots' worker (Trunk names worker files without a hash).
// The translation tables the app fetches (src/i18n/catalog.rs DOMAINS; a test checks this list).
const DOMAINS = ["ui", "locksley", "gest", "gest-cards", "rules-locksley", "rules-gest", "tutorial"];
const SHELL = [
  "./", "manifest.webmanifest", "icon.svg", "worker_loader.js", "worker.js", "worker_bg.wasm",
  ...["fr", "it"].flatMap((lang) => DOMAINS.map((d) => `i18n/${lang}/${d}.txt`)),
];
const HASHED = /-[0-9a-f]{16}(_bg)?\.(js|wasm|css)$/;

async function precache() {
  const cache = await caches.open(CACHE);
  await cache.addAll(SHELL);
  const index = await (await cache.match("./")).text();
  const urls = [...index.matchAll(/(?:href|src)="([^"#]+)"/g)]
    .map((m) => m[1])
    .filter((u) => !u.startsWith("http") && !u.startsWith("data:"));
  await cache.addAll([...new Set(urls)]);
}

self.addEventListener("install", (event) => {
  event.waitUntil(precache().then(() => self.skipWaiting()));
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) => Promise.all(keys.filter((k) => k !== CACHE).map((k) => caches.delete(k))))
      .then(() => self.clients.claim()),
  );
});

self.addEventListener("fetch", (event) => {
  const request = event.request;
  if (request.method !== "GET" || new URL(request.url).origin !== location.origin) return;
  if (request.mode === "navigate" || !HASHED.test(new URL(request.url).pathname)) {
    // Network first for files without a hash, so a new build is picked up.
    const key = request.mode === "navigate" ? "./" : request;
    event.respondWith(
      fetch(request)
        .then((response) => {
          if (response.ok) {
            const copy = response.clone();
            caches.open(CACHE).then((c) => c.put(key, copy));
          }
          return response;
        })
        .catch(() => caches.match(key, { ignoreSearch: true })),
    );
    return;
  }
  // Hashed assets never change: cache first, remember what the network gives.
  event.respondWith(
    caches.match(request).then(
      (hit) =>
        hit ||
        fetch(request).then((response) => {
          if (response.ok) {
            const copy = response.clone();
            caches.open(CACHE).then((c) => c.put(request, copy));
          }
          return response;
        }),
    ),
  );
});
