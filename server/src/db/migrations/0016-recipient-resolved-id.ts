/**
 * The platform user id a phone recipient resolved to (Zalo's findUser), written with the recipient's outcome: a
 * phone list's entry shows who the number turned out to be (name and id), and a follow-up message to that person
 * needs no second lookup.
 */
export const sql = /* sql */ `
ALTER TABLE job_recipients ADD COLUMN resolved_id text;
`;
