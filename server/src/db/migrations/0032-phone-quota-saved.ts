/**
 * An account's phone-list quotas are saved one at a time (the friend-request one from its wizard, the message one
 * from its dialog), so each may be unsaved while the other is: NULL until saved, the default (50 / 100) read in its
 * place. The screens then start an unsaved quota at what the account may safely send instead of the default.
 */
export const sql = /* sql */ `
ALTER TABLE phone_account_quotas ALTER COLUMN friend_request_limit DROP NOT NULL, ALTER COLUMN friend_request_limit DROP DEFAULT;
ALTER TABLE phone_account_quotas ALTER COLUMN message_limit DROP NOT NULL, ALTER COLUMN message_limit DROP DEFAULT;
`;
