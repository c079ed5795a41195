/**
 * A user's token epoch: access tokens carry the epoch they were signed in, and a token signed before the
 * current one is refused. Changing the password or revoking a session family raises it.
 */
export const sql = /* sql */ `
ALTER TABLE users ADD COLUMN token_epoch integer NOT NULL DEFAULT 0;
`;
