/**
 * The page is drawn by the server well before its scripts run; on a slow line or a busy machine
 * people type and press 登录 in between. The browser would then send the form itself, as a GET to the
 * page's own address: every field, the password too, in the address bar, the history and the
 * server's log, and the login lost. This script, inline in every page (React writes it with the
 * page's first part, entry.server.tsx), holds such a submit; once the page is hydrated, the root calls
 * `window.__pageLive()`, which sends again what was held, to the handlers React has now attached. A
 * form with an `action` of its own is meant to work without scripts and is left to the browser.
 * Plain ES5 in a string: it runs before any bundle.
 */
export const HOLD_EARLY_SUBMITS = `(function(){var held=[];addEventListener("submit",function(e){var form=e.target;if(!held||form.hasAttribute("action"))return;e.preventDefault();held=held.filter(function(h){return h[0]!==form});held.push([form,e.submitter])},true);window.__pageLive=function(){var list=held;held=window.__pageLive=null;list.forEach(function(h){var form=h[0],button=h[1];if(form.isConnected)form.requestSubmit(button&&button.isConnected&&button.form===form?button:undefined)})}})();`;

declare global {
  interface Window {
    /** Set by HOLD_EARLY_SUBMITS until the page is hydrated; calling it sends the held submits. */
    __pageLive?: (() => void) | null;
  }
}

/** Called by the root's effect: the whole page is hydrated, every handler attached. */
export const pageIsLive = () => window.__pageLive?.();
