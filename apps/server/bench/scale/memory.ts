/**
 * The process's resident memory through the bench, and what a streamed download adds to it:
 * the exports and the sitemap are fetched over a real socket by another process, which reads
 * them piece by piece, so only the server's side holds memory here.
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

const run = promisify(execFile);

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

/**
 * Reads a download in a process of its own, so that only the server's side of it is measured in
 * this one: its bytes and lines, or the status and the start of the body of a refusal.
 */
const downloadReader = `
const [url, cookie] = process.argv.slice(1);
const response = await fetch(url, { headers: cookie ? { cookie } : {} });
if (!response.ok || !response.body) {
  console.log(JSON.stringify({ status: response.status, body: (await response.text()).slice(0, 200) }));
} else {
  let bytes = 0;
  let lines = 0;
  for await (const chunk of response.body) {
    bytes += chunk.byteLength;
    for (let i = 0; i < chunk.length; i++) if (chunk[i] === 10) lines++;
  }
  console.log(JSON.stringify({ status: 200, bytes, lines }));
}`;

export async function measureDownload(
  watch: MemoryWatch,
  baseUrl: string,
  name: string,
  path: string,
  cookie?: string,
): Promise<DownloadResult> {
  const before = process.memoryUsage.rss() / MB;
  watch.takePeakMb();
  const started = performance.now();
  const { stdout } = await run(
    process.execPath,
    ['--input-type=module', '-e', downloadReader, `${baseUrl}${path}`, cookie ?? ''],
    { maxBuffer: MB },
  );
  const read = JSON.parse(stdout) as { status: number; bytes: number; lines: number; body: string };
  if (read.status !== 200) throw new Error(`${path} answered ${read.status}: ${read.body}`);
  return {
    name,
    bytes: read.bytes,
    lines: read.lines,
    seconds: (performance.now() - started) / 1000,
    growthMb: watch.takePeakMb() - before,
  };
}
