import type { FastifyRequest } from 'fastify';
import { accountScope } from '../../http/workspace-access';

/**
 * Who works with the phone lists: the workspace, the person and the accounts they work with (null: every account,
 * for the OWNER and ADMINs). An AGENT sees the lists they imported or that have numbers of their accounts, and in a
 * list the numbers of their accounts and those nobody has yet (the pool they may distribute to their accounts).
 */
export interface ListViewer {
  workspaceId: string;
  userId: string;
  scope: string[] | null;
}

/** SQL: the number (alias `n`) is within the scope given as parameter `$s`. */
export const numberInScope = (s: number, alias = 'n') => `($${s}::uuid[] IS NULL OR ${alias}.account_id IS NULL OR ${alias}.account_id = ANY($${s}::uuid[]))`;

/** SQL: the list (alias `l`) is the viewer's to see, the scope given as `$s` and the person as `$u`. */
export const listVisible = (s: number, u: number) =>
  `($${s}::uuid[] IS NULL OR l.created_by = $${u}::uuid OR EXISTS (SELECT 1 FROM phone_numbers v WHERE v.list_id = l.id AND v.account_id = ANY($${s}::uuid[])))`;

/** Who asks: the workspace, the person (who imports) and the accounts they work with. */
export const listViewerOf = (request: FastifyRequest): ListViewer => ({
  workspaceId: request.workspace.id,
  userId: request.user.id,
  scope: accountScope(request.workspace),
});
