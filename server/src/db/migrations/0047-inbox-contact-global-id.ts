/**
 * A private conversation remembers its contact's stable Zalo id once it is learnt (listing a stranger on the
 * do-not-contact list from the inbox asks the platform for it): the contact panel can then tell they are listed.
 */
export const sql = /* sql */ `
ALTER TABLE conversations ADD COLUMN contact_global_id text;
`;
