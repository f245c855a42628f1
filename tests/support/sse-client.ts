/** A minimal Server-Sent Events reader for tests: collects `{id, data}` frames from a streaming fetch. */
export interface SseFrame {
  id: number;
  data: Record<string, unknown>;
}

export function openStream(url: string, headers: Record<string, string>) {
  const controller = new AbortController();
  const frames: SseFrame[] = [];
  let buffer = '';
  let markEnded: () => void = () => undefined;
  /** Resolves when the server ends the stream (or it is aborted). */
  const ended = new Promise<void>((resolve) => {
    markEnded = resolve;
  });
  const ready = fetch(url, { headers, signal: controller.signal }).then(async (response) => {
    if (response.status !== 200) throw new Error(`stream answered ${response.status}`);
    const reader = response.body!.getReader();
    const decoder = new TextDecoder();
    void (async () => {
      try {
        for (;;) {
          const { value, done } = await reader.read();
          if (done) break;
          buffer += decoder.decode(value, { stream: true });
          let end = buffer.indexOf('\n\n');
          while (end >= 0) {
            const block = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            const id = block.match(/^id: (\d+)$/m)?.[1];
            const data = block.match(/^data: (.*)$/m)?.[1];
            if (id && data) frames.push({ id: Number(id), data: JSON.parse(data) });
            end = buffer.indexOf('\n\n');
          }
        }
      } catch {
        // aborted
      }
      markEnded();
    })();
    return response;
  });
  return {
    ready,
    ended,
    frames,
    /** Waits until a frame matches, or fails after the timeout. */
    async waitFor(match: (frame: SseFrame) => boolean, timeoutMs = 10_000): Promise<SseFrame> {
      const deadline = Date.now() + timeoutMs;
      while (Date.now() < deadline) {
        const found = frames.find(match);
        if (found) return found;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      throw new Error(`no matching event in ${timeoutMs} ms; got ${JSON.stringify(frames)}`);
    },
    close: () => controller.abort(),
  };
}
