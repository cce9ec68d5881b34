import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { isChunkLoadError, reloadAfterChunkError } from "./lib/chunk-reload";
import { setErrorNotifier } from "./lib/request";
import { toast } from "./lib/toast";

setErrorNotifier((text) => toast("error", text));

// Vite reports a failed preload of a route chunk with this event.
window.addEventListener("vite:preloadError", (event) => {
  event.preventDefault();
  reloadAfterChunkError();
});
window.addEventListener("unhandledrejection", (event) => {
  if (isChunkLoadError(event.reason)) reloadAfterChunkError();
});

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});
