/**
 * Debian's Chromium, never a downloaded browser (the machine has no internet), and the flags every
 * headless run uses (browser tests, Lighthouse, screenshots): background networking and component
 * updates off, so the browser talks to nobody but our server.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

export const CHROMIUM_FLAGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-quic",
  "--no-first-run",
  "--disable-sync",
];
