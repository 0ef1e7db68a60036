/** How a failed run is tried again: after about `delaySeconds`, then twice as long each time. */
export interface RetryPolicy {
  /** Tries after the first one. */
  limit: number;
  delaySeconds: number;
  /** The longest wait between two tries. */
  maxDelaySeconds: number;
}

export interface JobSchedule {
  /** A cron expression of five fields, in UTC; a minute is the finest step. */
  cron: string;
  /** The same as staff read it: "Every minute". */
  label: string;
}

/** What a run is told. */
export interface JobRun {
  /** 1 for the first try, 2 for the first retry, and so on. */
  attempt: number;
  /** Aborted when the run has taken longer than its job allows, or the queue stops. */
  signal: AbortSignal;
}

/**
 * A piece of background work, named and defined once: what it does, when it runs by itself, how
 * long it may take and how a failure is retried. A job takes no input: each run does whatever is
 * due at that moment, so runs asked for together can be one run, and a retry misses nothing.
 */
export interface JobDefinition {
  /** Its name on the queue and in the Jobs view: lowercase words joined by hyphens. */
  name: string;
  /** What it does, in a sentence staff can read. */
  description: string;
  /** When it runs by itself, once across every server process; without one, only when sent. */
  schedule?: JobSchedule;
  retry: RetryPolicy;
  /** How long a run may take before it counts as failed, and is retried. */
  timeoutSeconds: number;
  /** Does the work; answers what it did in a few words, shown in the Jobs view, or nothing. */
  run(run: JobRun): Promise<string | undefined>;
}
