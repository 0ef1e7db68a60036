export {
  type ActivityPage,
  type AuditEntry,
  listActivity,
  listActivityActors,
  recordHistory,
} from './read.ts';
export { changedFields, recordAudit, recordAudits, type StaffActor } from './record.ts';
