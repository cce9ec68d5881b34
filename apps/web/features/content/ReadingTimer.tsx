import { useEffect } from "react";
import { reportReading } from "~/lib/trace";

/**
 * Counts the seconds an article is on screen (the tab visible) and reports them when the reader
 * leaves it (traceArticle). Renders nothing.
 */
export function ReadingTimer({ artId, artType, artTitle }: { artId: number; artType: string; artTitle: string }) {
  useEffect(() => {
    let spent = 0;
    let since = document.visibilityState === "visible" ? Date.now() : 0;
    const pause = () => {
      if (since) spent += Date.now() - since;
      since = 0;
    };
    const onVisibility = () => {
      if (document.visibilityState === "visible") since = Date.now();
      else pause();
    };
    let sent = false;
    const send = () => {
      pause();
      if (sent || spent < 1000) return;
      sent = true;
      reportReading({ artId, artType, artTitle, spent: Math.round(spent / 1000) });
    };
    document.addEventListener("visibilitychange", onVisibility);
    window.addEventListener("pagehide", send);
    return () => {
      document.removeEventListener("visibilitychange", onVisibility);
      window.removeEventListener("pagehide", send);
      send();
    };
  }, [artId, artType, artTitle]);
  return null;
}
