import type { Metric } from 'prom-client';

const NAME = 'http_request_duration_seconds';
const BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

interface Labels {
  route: string;
  method: string;
  status_class: string;
}

interface Series {
  labels: Labels;
  /** Requests per bucket (not summed up): the last is past the largest bound. */
  counts: number[];
  sum: number;
  count: number;
}

/**
 * The request-time histogram, counted in plain arrays. prom-client's Histogram checks and hashes
 * its labels at every observation, about a microsecond on the catalogue's fast path (ADR 0014);
 * here a request finds its series by one string. The registry asks for the values at each
 * scrape, written as prom-client writes its own histograms.
 */
class RequestHistogram {
  readonly name = NAME;
  readonly help =
    'Time to answer a request, by route template, method and status class (2xx, 4xx, 5xx).';
  readonly type = 'histogram';
  readonly aggregator = 'sum';
  private readonly series = new Map<string, Series>();

  observe(route: string, method: string, statusClass: string, seconds: number): void {
    const key = `${route}\n${method}\n${statusClass}`;
    let series = this.series.get(key);
    if (series === undefined) {
      const labels = { route, method, status_class: statusClass };
      series = { labels, counts: BUCKETS.map(() => 0).concat(0), sum: 0, count: 0 };
      this.series.set(key, series);
    }
    let bucket = 0;
    while (bucket < BUCKETS.length && seconds > BUCKETS[bucket]!) bucket++;
    series.counts[bucket]!++;
    series.sum += seconds;
    series.count++;
  }

  async get() {
    const values = [];
    for (const { labels, counts, sum, count } of this.series.values()) {
      let upTo = 0;
      for (const [index, le] of BUCKETS.entries()) {
        upTo += counts[index]!;
        values.push({ metricName: `${NAME}_bucket`, labels: { ...labels, le }, value: upTo });
      }
      values.push({
        metricName: `${NAME}_bucket`,
        labels: { ...labels, le: '+Inf' },
        value: count,
      });
      values.push({ metricName: `${NAME}_sum`, labels, value: sum });
      values.push({ metricName: `${NAME}_count`, labels, value: count });
    }
    return {
      name: this.name,
      help: this.help,
      type: this.type,
      aggregator: this.aggregator,
      values,
    };
  }

  reset(): void {
    this.series.clear();
  }
}

/** The histogram, registered in `registry` (which needs only what it reads of a metric). */
export function requestHistogram(registry: { registerMetric(metric: Metric): void }) {
  const histogram = new RequestHistogram();
  registry.registerMetric(histogram as unknown as Metric);
  return histogram;
}
