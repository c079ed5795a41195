/**
 * A Kho chung member's picture: the API's save-members body carries `avatar`, kept so the list's
 * member table can show who the person is.
 */
export const sql = /* sql */ `
ALTER TABLE shared_list_members ADD COLUMN avatar text;
`;
