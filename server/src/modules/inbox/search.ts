import { foldVietnamese, type MessageAttachment } from 'shared-sdk/schemas';

/** At most this many words of a search are looked for. */
const MAX_TERMS = 8;

/** A token no text produces, naming an owner or an account inside the full-text index ('u…', 'a…' and 32 hex digits). */
export const ownerToken = (userId: string) => `u${userId.replace(/-/g, '').toLowerCase()}`;
export const accountToken = (accountId: string) => `a${accountId.replace(/-/g, '').toLowerCase()}`;

/**
 * What a message is searched by: its text and its attachments' names and titles, folded (foldVietnamese), followed by
 * its owner's and its account's tokens. PostgreSQL's 'simple' configuration makes the words of it.
 */
export function searchDocument(input: { userId: string; accountId: string; text: string; attachments: MessageAttachment[] }): string {
  const names = input.attachments.flatMap((attachment) => [attachment.name, attachment.title]).filter(Boolean);
  return `${foldVietnamese([input.text, ...names].join(' '))} ${ownerToken(input.userId)} ${accountToken(input.accountId)}`;
}

/** The words of a search, folded; letters and digits only, so they are safe inside a tsquery. */
export function searchTerms(query: string): string[] {
  return foldVietnamese(query)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .slice(0, MAX_TERMS);
}

/**
 * The tsquery of a search: all of its words ('chao' finds 'chào'), the last one as a prefix (the word being typed:
 * 'xin ch' finds 'Xin chào'), inside the owner's messages (and the account's when given): the index intersects them,
 * whoever else's messages share the words. Whole words let the index skip through its lists; a prefix makes it
 * collect every match of the prefix first (a third slower on a million messages), so only the last word is one.
 */
export function searchQuery(terms: string[], userId: string, accountId?: string): string {
  const scope = [ownerToken(userId), ...(accountId ? [accountToken(accountId)] : [])].map((token) => `'${token}'`);
  return [...scope, ...terms.map((term, index) => (index === terms.length - 1 ? `'${term}':*` : `'${term}'`))].join(' & ');
}

/** The words in this order, next to each other: such messages come first ('xin chao' before 'chào, xin lỗi'). */
export function phraseQuery(terms: string[]): string {
  return terms.map((term, index) => (index === terms.length - 1 ? `'${term}':*` : `'${term}'`)).join(' <-> ');
}
