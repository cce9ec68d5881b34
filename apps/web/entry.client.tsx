import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { userTools } from "./features/accounts/user-tools-slot";
import { keepLinksInApp } from "./lib/app-links";
import { isChunkLoadError, reloadAfterChunkError } from "./lib/chunk-reload";
import { setErrorNotifier } from "./lib/request";
import { toast } from "./lib/toast";

setErrorNotifier((text) => toast("error", text));
keepLinksInApp();

// Vite reports a failed preload of a route chunk with this event.
window.addEventListener("vite:preloadError", (event) => {
  event.preventDefault();
  reloadAfterChunkError();
});
window.addEventListener("unhandledrejection", (event) => {
  if (isChunkLoadError(event.reason)) reloadAfterChunkError();
});

// When the server rendered the signed-in top bar, its code is loaded first (its script was named in a
// modulepreload link, so it is usually there already): the first render must match the server's.
// A promise, not a top-level await: this module shares its chunk with React, which that code imports.
const signedIn = document.querySelector(".user-menu-anchor") ? userTools.preload().catch(() => {}) : Promise.resolve();
signedIn.then(() =>
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  }),
);
