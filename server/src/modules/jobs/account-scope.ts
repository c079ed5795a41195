/** The Zalo accounts a viewer works with (http/workspace-access accountScope): null for every account, else an AGENT's. */
export type AccountScope = string[] | null;

/** The scope as one SQL parameter of type uuid[]: an array literal ('{}' for none), or NULL for every account. */
export const scopeParam = (scope: AccountScope): string | null => (scope === null ? null : `{${scope.join(',')}}`);
