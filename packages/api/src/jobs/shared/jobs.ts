import * as z from 'zod';
import { pageField, pageSizeField } from '../../shared/fields.ts';

/** The Jobs view: every job, and a page of the runs that failed. */
export const jobsQuery = z.strictObject({
  page: pageField,
  pageSize: pageSizeField(100, 20),
});

/** A run of a job, as the Jobs view names it to retry it. */
export const jobRunInput = z.strictObject({
  name: z
    .string({ error: 'Job name is required' })
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Job name must be lowercase words joined by hyphens')
    .max(100, 'Job name must be at most 100 characters'),
  id: z.uuid({ error: 'Run id must be a UUID' }),
});
