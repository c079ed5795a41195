/**
 * When an account last acted on the platform: a job's first message waits its delay after the account's previous
 * one, whichever job (or process, or run before a restart) sent that.
 */
export const sql = /* sql */ `
ALTER TABLE account_send_state ADD COLUMN last_sent_at timestamptz;
`;
