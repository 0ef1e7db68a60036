/**
 * The process's resident memory through the bench, and what a streamed download adds to it:
 * the exports and the sitemap are fetched over a real socket and read piece by piece, so only
 * the server's side holds memory.
 */

const MB = 1024 * 1024;

/** Samples the resident set size until stopped; the highest sample is the peak. */
export class MemoryWatch {
  private peakBytes = process.memoryUsage.rss();
  private readonly timer = setInterval(() => this.sample(), 25);

  sample() {
    this.peakBytes = Math.max(this.peakBytes, process.memoryUsage.rss());
  }

  /** The peak since the last reset, in MB, and starts again from now. */
  takePeakMb(): number {
    this.sample();
    const peak = this.peakBytes / MB;
    this.peakBytes = process.memoryUsage.rss();
    return peak;
  }

  stop() {
    clearInterval(this.timer);
  }
}

export interface DownloadResult {
  name: string;
  bytes: number;
  lines: number;
  seconds: number;
  /** Peak resident memory during the download, above what the process held before it. */
  growthMb: number;
}

export async function measureDownload(
  watch: MemoryWatch,
  baseUrl: string,
  name: string,
  path: string,
  cookie?: string,
): Promise<DownloadResult> {
  globalThis.gc?.();
  const before = process.memoryUsage.rss() / MB;
  watch.takePeakMb();
  const started = performance.now();
  const response = await fetch(`${baseUrl}${path}`, { headers: cookie ? { cookie } : {} });
  if (!response.ok || !response.body) {
    throw new Error(
      `${path} answered ${response.status}: ${(await response.text()).slice(0, 200)}`,
    );
  }
  let bytes = 0;
  let lines = 0;
  for await (const chunk of response.body as AsyncIterable<Uint8Array>) {
    bytes += chunk.byteLength;
    for (const byte of chunk) if (byte === 10) lines++;
  }
  return {
    name,
    bytes,
    lines,
    seconds: (performance.now() - started) / 1000,
    growthMb: watch.takePeakMb() - before,
  };
}
