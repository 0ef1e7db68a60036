// The job queue: the bottom layer's kernel of background work. It knows no business domain; the
// server defines the shop's jobs and hands them to it.
export type { JobDefinition } from './definition.ts';
export { createJobQueue, type JobQueue, type JobsPort } from './queue.ts';
export type { JobFailurePage, JobStatus } from './view.ts';
