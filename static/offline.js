// Offline use: register the service worker (sw.js, beside the page) once Python is ready, so that
// caching never competes with the first start; say when a new version waits, and reload into it.
import { whenReady } from "./ready.js";

const worker = navigator.serviceWorker;
const notice = document.getElementById("update");
const reloadButton = document.getElementById("update-reload");

function offer(waiting) {
  reloadButton.onclick = () => waiting.postMessage("skip-waiting");
  notice.hidden = false;
}

function watchUpdates(registration) {
  if (registration.waiting && worker.controller) offer(registration.waiting);
  registration.addEventListener("updatefound", () => {
    const installing = registration.installing;
    installing.addEventListener("statechange", () => {
      // With no controller this is the first install: nothing older is running.
      if (installing.state === "installed" && worker.controller) offer(installing);
    });
  });
}

if (worker && location.protocol !== "file:") {
  let reloading = false;
  worker.addEventListener("controllerchange", () => {
    // Only when the reader asked for the new version; the first install's claim changes nothing.
    if (!notice.hidden && !reloading) {
      reloading = true;
      location.reload();
    }
  });
  whenReady(() => {
    worker.register("./sw.js").then(watchUpdates, (error) => {
      console.warn("Offline use is not available:", error.message);
    });
  });
}
