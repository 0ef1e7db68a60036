import { jobRunInput, jobsQuery } from '../jobs/shared/jobs.ts';
import { createTRPCRouter, staffProcedure } from '../trpc.ts';

const manageJobs = staffProcedure('jobs.manage');

/** The background jobs as staff see them: each job's runs and failures, and Retry. */
export const jobsRouter = createTRPCRouter({
  list: manageJobs.input(jobsQuery).query(async ({ ctx, input }) => {
    const [jobs, failures] = await Promise.all([ctx.jobs.statuses(), ctx.jobs.failures(input)]);
    return { jobs, failures };
  }),

  retry: manageJobs.input(jobRunInput).mutation(({ ctx, input }) => ctx.jobs.retry(input)),
});
