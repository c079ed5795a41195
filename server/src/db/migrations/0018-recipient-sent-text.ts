/**
 * The text as rendered for one recipient (variables and spintax are filled in at send time), written
 * with the recipient's outcome: what was sent, or what the platform refused. Null for actions without a text
 * (group invites) and for recipients never tried (a phone number nobody has, skipped, cancelled).
 */
export const sql = /* sql */ `
ALTER TABLE job_recipients ADD COLUMN sent_text text;
`;
