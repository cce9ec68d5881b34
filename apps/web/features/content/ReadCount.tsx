import { useEffect, useState } from "react";
import { post } from "~/lib/request";

/**
 * "阅读 N": reports this read once the page has loaded and shows the count the server answers. The
 * page itself may come from the page cache, so the count rendered with it can be a minute old.
 * Crawlers rarely run scripts, and the server does not count those that do.
 */
export function ReadCount({ id, initial }: { id: number; initial: number }) {
  const [count, setCount] = useState(initial);
  useEffect(() => {
    setCount(initial);
    const controller = new AbortController();
    post<{ readCount: number }>("/api/news/pub/read", { id }, { silent: true, signal: controller.signal })
      .then((res) => setCount(res.data.readCount))
      .catch(() => {});
    return () => controller.abort();
  }, [id, initial]);
  return <span className="read-count">阅读 {count}</span>;
}
