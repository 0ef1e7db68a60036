import * as z from 'zod';
import { auditEntityTypes } from '@buildright/db/domain';
import { isoDay } from '../../catalogue/shared/csv.ts';
import { idOf, pageField, pageSizeField } from '../../shared/fields.ts';

export {
  auditActions,
  auditEntityTypes,
  type AuditAction,
  type AuditChange,
  type AuditEntityType,
} from '@buildright/db/domain';

/** The Activity view's filters: who, what kind of record, which days (UTC), and the page. */
export const activityQuery = z
  .object({
    actorId: idOf('Staff id').optional(),
    entityType: z
      .enum(auditEntityTypes, { error: `Kind must be one of ${auditEntityTypes.join(', ')}` })
      .optional(),
    from: isoDay.optional(),
    to: isoDay.optional(),
    page: pageField,
    pageSize: pageSizeField(100, 50),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    message: 'The start date must not be after the end date',
    path: ['to'],
  });
export type ActivityQuery = z.infer<typeof activityQuery>;
