/** A backup or restore that cannot go on, with a message that says what to do about it. */
export class BackupError extends Error {}

/** Where a backup or restore tells the operator what it does and what it noticed. */
export type Report = (line: string) => void;
