import WebSocket from "ws";

// biome-ignore lint/suspicious/noExplicitAny: tests read frames field by field
type Frame = Record<string, any>;

/** A test's WebSocket client: every frame it received, and a wait for the next one that matches. */
export interface TestSocket {
  ws: WebSocket;
  frames: Record<string, unknown>[];
  send(frame: unknown): void;
  /** The first frame (already received or still to come) that matches and was not taken before. */
  next(match: (f: Frame) => boolean, ms?: number): Promise<Frame>;
  closed: Promise<{ code: number; reason: string }>;
}

export function connect(url: string, headers: Record<string, string>): Promise<TestSocket> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(url, { headers });
    const frames: Record<string, unknown>[] = [];
    const taken = new Set<number>();
    const waiters: (() => void)[] = [];
    ws.on("message", (data) => {
      frames.push(JSON.parse(data.toString()));
      for (const w of waiters.splice(0)) w();
    });
    const closed = new Promise<{ code: number; reason: string }>((r) =>
      ws.on("close", (code, reason) => r({ code, reason: reason.toString() })),
    );
    ws.on("unexpected-response", (_req, res) => reject(Object.assign(new Error(`HTTP ${res.statusCode}`), { status: res.statusCode })));
    ws.on("error", reject);
    ws.on("open", () =>
      resolve({
        ws,
        frames,
        closed,
        send: (frame) => ws.send(typeof frame === "string" ? frame : JSON.stringify(frame)),
        next(match, ms = 5000) {
          return new Promise((res, rej) => {
            const timer = setTimeout(() => rej(new Error(`no matching frame in ${ms} ms; got ${JSON.stringify(frames.slice(-5))}`)), ms);
            const look = () => {
              const i = frames.findIndex((f, k) => !taken.has(k) && match(f));
              if (i >= 0) {
                taken.add(i);
                clearTimeout(timer);
                res(frames[i] as Frame);
              } else waiters.push(look);
            };
            look();
          });
        },
      }),
    );
  });
}

/** The HTTP status a refused upgrade answered with. */
export async function refusedWith(url: string, headers: Record<string, string>): Promise<number> {
  try {
    const s = await connect(url, headers);
    s.ws.close();
    return 101;
  } catch (err) {
    return (err as { status?: number }).status ?? 0;
  }
}
