import { useEffect, useRef } from "react";
import { useLocation } from "react-router";
import { reportLeave } from "~/lib/trace";

/**
 * Reports each page the visitor leaves (another page of ours, or the site), with how long it was
 * open and where they came from: the referrer for the first page, our previous page after that.
 */
export function VisitBeacon() {
  const location = useLocation();
  const page = useRef<{ href: string; referrer: string; enteredAt: number } | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on each navigation; the page is read from window.location
  useEffect(() => {
    const previous = page.current;
    if (previous && previous.href !== window.location.href) reportLeave(previous);
    page.current = {
      href: window.location.href,
      referrer: previous ? previous.href : document.referrer,
      enteredAt: Date.now(),
    };
  }, [location.pathname, location.search]);
  useEffect(() => {
    const leave = () => {
      if (page.current) reportLeave(page.current);
      page.current = null;
    };
    // A page restored from the back/forward cache starts a new visit of it.
    const back = (e: PageTransitionEvent) => {
      if (e.persisted) page.current = { href: window.location.href, referrer: document.referrer, enteredAt: Date.now() };
    };
    window.addEventListener("pagehide", leave);
    window.addEventListener("pageshow", back);
    return () => {
      window.removeEventListener("pagehide", leave);
      window.removeEventListener("pageshow", back);
    };
  }, []);
  return null;
}
