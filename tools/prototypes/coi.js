// Cross-origin isolation without the server's headers (GitHub Pages cannot set them): this file
// as a page script registers itself as a service worker, which then adds the headers to every
// answer; the page reloads once, under its control. A page served with the headers skips it all.
if (self.document) {
  if (!self.crossOriginIsolated && navigator.serviceWorker) {
    navigator.serviceWorker.register(document.currentScript.src).then((registration) => {
      if (registration.active && !navigator.serviceWorker.controller) location.reload();
      else navigator.serviceWorker.addEventListener("controllerchange", () => location.reload());
    });
  }
} else {
  self.addEventListener("install", () => self.skipWaiting());
  self.addEventListener("activate", (event) => event.waitUntil(self.clients.claim()));
  self.addEventListener("fetch", (event) => {
    event.respondWith(
      fetch(event.request).then((answer) => {
        if (!answer.status || answer.status > 399) return answer;
        const headers = new Headers(answer.headers);
        headers.set("Cross-Origin-Opener-Policy", "same-origin");
        headers.set("Cross-Origin-Embedder-Policy", "require-corp");
        return new Response(answer.status === 204 ? null : answer.body, {
          status: answer.status,
          statusText: answer.statusText,
          headers,
        });
      }),
    );
  });
}
