import { foldVietnamese, INBOX_QUERY_MAX, type MessageAttachment } from 'shared-sdk/schemas';

/** At most this many words of a search are looked for. */
const MAX_TERMS = 8;

/**
 * The owner's mark on each word of their messages in the full-text index: 'o' and the first 8 hex digits of the
 * user's id ('xin' of one user is 'o1a2b3c4dxin'). A search walks only its owner's words, not every user's messages
 * holding the word. Two users may share a mark: the search still reads only rows of its user.
 */
export const ownerKey = (workspaceId: string) => `o${workspaceId.replace(/-/g, '').slice(0, 8).toLowerCase()}`;
/** A token no text produces (text words all carry the owner's mark), naming an account: 'a' and its 32 hex digits. */
export const accountToken = (accountId: string) => `a${accountId.replace(/-/g, '').toLowerCase()}`;

/** Text as it is searched: folded (foldVietnamese), cut into its words of letters and digits, so safe inside quotes. */
const wordsOf = (text: string) => foldVietnamese(text).split(/[^\p{L}\p{N}]+/u).filter(Boolean);

/**
 * The words of a text as a tsvector literal: each with the owner's mark and its places (phrases need them). Written
 * here rather than by a text search configuration, so that documents and searches make their words the same way; a
 * word longer than a search can be is left out.
 */
export function ownerWordsVector(workspaceId: string, text: string): string {
  const places = new Map<string, number[]>();
  wordsOf(text).forEach((word, index) => {
    if (word.length > INBOX_QUERY_MAX) return;
    const at = places.get(word);
    if (at) at.push(index + 1);
    else places.set(word, [index + 1]);
  });
  const key = ownerKey(workspaceId);
  return [...places].map(([word, at]) => `'${key}${word}':${at.join(',')}`).join(' ');
}

/** What a message is searched by (a tsvector literal): the words of its text and of its attachments' names and titles, then its account's token. */
export function searchVector(input: { workspaceId: string; accountId: string; text: string; attachments: MessageAttachment[] }): string {
  const names = input.attachments.flatMap((attachment) => [attachment.name, attachment.title]).filter(Boolean);
  return [ownerWordsVector(input.workspaceId, [input.text, ...names].join(' ')), `'${accountToken(input.accountId)}'`].filter(Boolean).join(' ');
}

/** The words of a search, folded; letters and digits only, so they are safe inside a tsquery. */
export function searchTerms(query: string): string[] {
  return wordsOf(query).slice(0, MAX_TERMS);
}

const lexemes = (terms: string[], workspaceId: string) =>
  terms.map((term, index) => `'${ownerKey(workspaceId)}${term}'${index === terms.length - 1 ? ':*' : ''}`);

/**
 * The tsquery literal of a search: all of its words ('chao' finds 'chào'), the last one as a prefix (the word being
 * typed: 'xin ch' finds 'Xin chào'), among the owner's words (and within the account when given). Whole words let
 * the index skip through its lists; a prefix makes it collect every match of the prefix first, so only the last
 * word is one.
 */
export function searchQuery(terms: string[], workspaceId: string, accountId?: string): string {
  return [...(accountId ? [`'${accountToken(accountId)}'`] : []), ...lexemes(terms, workspaceId)].join(' & ');
}

/** The words in this order, next to each other: such messages come first ('xin chao' before 'chào, xin lỗi'). */
export function phraseQuery(terms: string[], workspaceId: string): string {
  return lexemes(terms, workspaceId).join(' <-> ');
}
