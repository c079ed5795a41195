/**
 * Exports read a list in keyset-paged batches in the order its screen shows: a phone list's
 * numbers by import order, a shared list's members by when they were saved. These indexes make each batch one
 * range scan instead of a sort of the whole list (a job's recipients already have their primary key (job_id, seq)).
 */
export const sql = /* sql */ `
CREATE INDEX phone_numbers_seq_idx ON phone_numbers (list_id, seq);
CREATE INDEX shared_list_members_order_idx ON shared_list_members (list_id, created_at, id);
`;
