// Calls start() once Python has wired the page (body[data-ready=true]), or at once if it has.
export function whenReady(start) {
  if (document.body.dataset.ready === "true") return start();
  const watch = new MutationObserver(() => {
    if (document.body.dataset.ready === "true") {
      watch.disconnect();
      start();
    }
  });
  watch.observe(document.body, { attributes: true, attributeFilter: ["data-ready"] });
}
