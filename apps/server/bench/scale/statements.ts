/**
 * The statements a request sends, with what their transaction set before them, so the bench can
 * explain each as it ran: a search planned with `set_config('random_page_cost', …, true)` in its
 * transaction is planned differently without it.
 */

export interface Statement {
  query: string;
  params: unknown[];
  /** The settings (`set_config`, `SET LOCAL`) its transaction made before it, in order. */
  settings: Statement[];
}

/** Whether a statement only changes settings: it is replayed before a plan, not explained. */
export const isSetting = (query: string) => /^\s*set\s|\bset_config\s*\(/i.test(query);

const opensTransaction = (query: string) => /^\s*(begin|start\s+transaction)\b/i.test(query);
// Not `rollback to savepoint`, which leaves the transaction open.
const closesTransaction = (query: string) => /^\s*(commit|end|rollback)\s*;?\s*$/i.test(query);

/** Records the statements sent while `during` runs; follows transactions all the time. */
export class StatementLog {
  private recording = false;
  private readonly statements: Statement[] = [];
  /** The settings made so far in each open transaction, by the session it runs on. */
  private readonly open = new Map<unknown, Statement[]>();

  /**
   * A statement sent on `session` (a connection, or a transaction's own handle). The parameters
   * are copied now: postgres.js replaces them with their wire text when it binds them, and a
   * boolean's text `t` sent again would read as false.
   */
  add(session: unknown, query: string, params: readonly unknown[]) {
    const settings = this.open.get(session);
    const statement: Statement = { query, params: [...params], settings: [...(settings ?? [])] };
    if (opensTransaction(query)) this.beginTransaction(session);
    else if (closesTransaction(query)) this.endTransaction(session);
    else if (settings && isSetting(query)) settings.push(statement);
    if (this.recording) this.statements.push(statement);
  }

  /** For drivers that begin a transaction without sending `begin` through the log. */
  beginTransaction(session: unknown) {
    this.open.set(session, []);
  }

  endTransaction(session: unknown) {
    this.open.delete(session);
  }

  async during(work: () => Promise<unknown>): Promise<Statement[]> {
    this.statements.length = 0;
    this.recording = true;
    try {
      await work();
    } finally {
      this.recording = false;
    }
    return [...this.statements];
  }
}
