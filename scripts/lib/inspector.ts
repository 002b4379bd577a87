/**
 * A minimal Chrome DevTools Protocol client for the Worker's isolate, through `wrangler dev
 * --inspector-port`: enough to read the V8 heap of the isolate that runs the Worker (the numbers
 * DevTools' Memory panel shows). workerd answers nothing until `Runtime.enable`, and does not
 * answer `HeapProfiler.collectGarbage`; a heap snapshot, which V8 takes after a full collection,
 * is what forces one.
 */
interface HeapUsage {
  usedSize: number;
  totalSize: number;
}

export interface Inspector {
  send<T = unknown>(method: string, params?: Record<string, unknown>): Promise<T>;
  heapUsage(): Promise<HeapUsage>;
  /** A full collection: what is left is what the isolate really holds. */
  collectGarbage(): Promise<void>;
  close(): void;
}

export async function connectInspector(port: number, timeoutMs = 30_000): Promise<Inspector> {
  const deadline = Date.now() + timeoutMs;
  let url: string | undefined;
  while (!url) {
    try {
      const targets = (await (await fetch(`http://127.0.0.1:${port}/json`)).json()) as {
        webSocketDebuggerUrl?: string;
      }[];
      url = targets.find((target) => target.webSocketDebuggerUrl)?.webSocketDebuggerUrl;
    } catch {
      // not up yet
    }
    if (!url) {
      if (Date.now() > deadline) throw new Error(`no inspector target on port ${port}`);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
  // The inspector accepts local origins only; Node's WebSocket (undici) takes the header as an option.
  const socket = new WebSocket(url, { headers: { Origin: "http://127.0.0.1" } } as unknown as string[]);
  await new Promise<void>((resolve, reject) => {
    socket.addEventListener("open", () => resolve(), { once: true });
    socket.addEventListener("error", () => reject(new Error(`cannot open ${url}`)), { once: true });
  });
  let nextId = 1;
  const pending = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>();
  socket.addEventListener("message", (event) => {
    const message = JSON.parse(String(event.data)) as { id?: number; result?: unknown; error?: { message: string } };
    const waiter = message.id === undefined ? undefined : pending.get(message.id);
    if (!waiter) return;
    pending.delete(message.id!);
    if (message.error) waiter.reject(new Error(message.error.message));
    else waiter.resolve(message.result);
  });
  const send = <T>(method: string, params: Record<string, unknown> = {}) =>
    new Promise<T>((resolve, reject) => {
      const id = nextId++;
      // A Worker reloaded by wrangler (a source file changed) never answers the old connection.
      const timer = setTimeout(() => {
        pending.delete(id);
        reject(new Error(`the inspector did not answer ${method} (was the Worker reloaded?)`));
      }, 30_000);
      pending.set(id, {
        resolve: (value) => {
          clearTimeout(timer);
          resolve(value as T);
        },
        reject: (error) => {
          clearTimeout(timer);
          reject(error);
        },
      });
      socket.send(JSON.stringify({ id, method, params }));
    });
  await send("Runtime.enable");
  return {
    send,
    heapUsage: () => send<HeapUsage>("Runtime.getHeapUsage"),
    // The snapshot's chunks arrive as events, which are not kept.
    collectGarbage: async () => {
      await send("HeapProfiler.takeHeapSnapshot", { reportProgress: false });
    },
    close: () => socket.close(),
  };
}

/**
 * What one piece of work needs the isolate to hold: the used heap after a full collection just
 * before it (what is live), and its peak above that while the work runs. The collection (a heap
 * snapshot) also drops V8's compiled code, so the work after it runs cold: time with
 * `collect: false` what must not be slowed by that. The heap is read
 * continuously; V8 answers between the isolate's turns, which come at every await (each D1 query
 * and each send), so the readings follow the run closely.
 */
export async function heapDuring<T>(inspector: Inspector, work: () => Promise<T>, { collect = true } = {}) {
  if (collect) await inspector.collectGarbage();
  const live = (await inspector.heapUsage()).usedSize;
  let peak = live;
  let done = false;
  const sampling = (async () => {
    while (!done) peak = Math.max(peak, (await inspector.heapUsage()).usedSize);
  })();
  try {
    const started = performance.now();
    const result = await work();
    const ms = performance.now() - started;
    done = true;
    await sampling;
    return { result, live, peakAbove: peak - live, ms };
  } finally {
    done = true;
  }
}
