/**
 * A shared list member as another account than the list's source reaches them: Zalo gives each
 * viewing account its own uid for a person, so a job from that account sends to `uid`, and the member's status
 * follows that recipient's outcome through this row.
 */
export const sql = /* sql */ `
CREATE TABLE shared_list_member_uids (
  list_id uuid NOT NULL REFERENCES shared_lists(id) ON DELETE CASCADE,
  account_id uuid NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
  uid text NOT NULL,
  member_id text NOT NULL,
  PRIMARY KEY (list_id, account_id, uid)
);
`;
