import type { SqlRunner } from '../../db/client';

/**
 * The do-not-contact test as SQL, for statements of other modules that must stay one statement: the engine's check
 * before each send (one statement for the sends of the same moment, run for every message), and a list's pending
 * numbers or members skipped at once (one set-based UPDATE of the list's own rows). Only this file and the module's
 * own code name the list's table.
 */
export const doNotContactSql = {
  /** A condition: the number (a SQL expression) is on the list of the user (a SQL expression). */
  numberListed(workspaceId: string, phone: string): string {
    return `EXISTS (SELECT 1 FROM do_not_contact d WHERE d.workspace_id = ${workspaceId} AND d.phone = ${phone})`;
  },

  /** A condition: the person with this stable id (a SQL expression) is on the list of the user (a SQL expression). */
  personListed(workspaceId: string, globalId: string): string {
    return `EXISTS (SELECT 1 FROM do_not_contact d WHERE d.workspace_id = ${workspaceId} AND d.global_id = ${globalId})`;
  },

  /**
   * For a statement over many recipients: `joins`, two LEFT JOIN LATERAL probes of the list's indexes per row (by
   * person, then by number; not a hash of the user's whole list), and `listed`, the condition that one found it. The
   * person is the user's list entry of kind 'user' with `globalId`; the number any entry with `phone` (SQL
   * expressions; either may be NULL). The probes are named `dnp` (person) and `dnn` (number).
   */
  probes(of: { workspaceId: string; globalId: string; phone: string }): { joins: string; listed: string } {
    return {
      joins: `LEFT JOIN LATERAL (
      SELECT 1 AS hit FROM do_not_contact d
       WHERE d.workspace_id = ${of.workspaceId} AND d.kind = 'user' AND d.global_id = ${of.globalId} LIMIT 1
    ) dnp ON true
    LEFT JOIN LATERAL (
      SELECT 1 AS hit FROM do_not_contact d
       WHERE d.workspace_id = ${of.workspaceId} AND d.phone IS NOT NULL AND d.phone = ${of.phone}
       LIMIT 1
    ) dnn ON true`,
      listed: '(dnp.hit IS NOT NULL OR dnn.hit IS NOT NULL)',
    };
  },
};

/** Is this person (their stable id) on the user's list? */
export async function personListed(sql: Pick<SqlRunner, 'query'>, workspaceId: string, globalId: string): Promise<boolean> {
  const [row] = await sql.query(`SELECT 1 FROM do_not_contact WHERE workspace_id = $1 AND kind = 'user' AND global_id = $2`, [workspaceId, globalId]);
  return Boolean(row);
}
