/**
 * Which words of a text a Vietnamese customer would read as English. A word with a Vietnamese letter (ă, ê, ơ, đ, a
 * tone mark…) is Vietnamese. A word of plain ASCII letters is Vietnamese when it is one Vietnamese syllable written
 * without marks ("Zalo" aside, "ban", "tin", "nhom", "nguoi" are; "sync", "tags", "job", "failed" are not), or a name
 * the allow-list carries. Words without a vowel (DD/MM, px, VND), with a digit (e10d) or of one letter are no words.
 */

/**
 * Names a Vietnamese text may carry: the brands and products (the chat platform, the file format, the QR code, the
 * network proxy, AI, the payment provider), this product's own name and its plans' names; Email, the sign-in
 * field's name as the spec's own text for it writes it ('Email không hợp lệ'); and Dashboard, the overview page's
 * name in the spec's list of sidebar entries. Case is ignored.
 */
export const BRAND_NAMES = ['Zalo', 'Zalo Manager', 'Excel', 'QR', 'proxy', 'AI', 'payOS', 'Basic', 'Plus', 'Pro', 'Email', 'Dashboard'];

/**
 * The spec's own loanwords: words its quoted Vietnamese texts use inside Vietnamese sentences ('Thêm tag', 'Chỉ hỗ
 * trợ file Excel', 'Không thể tạo link thanh toán', 'AI Auto-Reply đã được bật'), so the product's other texts use
 * the same words for the same things. Only the singular: 'tags' is English grammar.
 */
export const SPEC_LOANWORDS = ['tag', 'file', 'link', 'Auto', 'Reply'];

/**
 * What a customer copies from their browser for a cookie login, and keyboard keys (the inbox's 'Enter để gửi ·
 * Shift+Enter để xuống dòng'): these have no Vietnamese name and the customer must recognise them as written.
 */
export const TECHNICAL_NAMES = ['cookie', 'IMEI', 'User', 'Agent', 'JSON', 'Enter', 'Shift'];

/**
 * The integrations' names: the product's issue names its page's tabs 'Khóa API' and 'Webhook', the words a business's
 * developers and tools (n8n, a CRM) know them by. Only the singular.
 */
export const INTEGRATION_NAMES = ['API', 'webhook'];

/** Every name or word a Vietnamese text may carry besides Vietnamese words. Nothing else. */
export const ALLOWED_NAMES = [...BRAND_NAMES, ...SPEC_LOANWORDS, ...TECHNICAL_NAMES, ...INTEGRATION_NAMES];

const INITIAL = '(?:ngh|ng|nh|ch|gh|gi|kh|ph|qu|th|tr|[bcdghklmnprstvx])?';
const NUCLEUS =
  '(?:ieu|yeu|oai|oay|oeo|uay|uoi|uou|uya|uye|uyu|uai|ai|ao|au|ay|eo|eu|ia|ie|iu|oa|oe|oi|oo|ua|ue|ui|uo|uu|uy|ya|ye|yu|a|e|i|o|u|y)';
const FINAL = '(?:ch|ng|nh|[cmnpt])?';
const SYLLABLE = new RegExp(`^${INITIAL}${NUCLEUS}${FINAL}$`);

/** One Vietnamese syllable written without its marks ("nguoi", "thanh", "sao"), lower case. */
export const isBareVietnameseSyllable = (word) => SYLLABLE.test(word.toLowerCase());

const NON_ASCII_LETTER = /[^ -~\s]/;
const VOWEL = /[aeiouy]/i;

/** Words of a text: runs of letters and digits (Vietnamese letters included). */
export const wordsOf = (text) => text.match(/[\p{L}\p{N}]+/gu) ?? [];

const singleNames = new Set(ALLOWED_NAMES.filter((name) => !name.includes(' ')).map((name) => name.toLowerCase()));

/** Whether one word reads as English (see the file's comment). */
export function isEnglishWord(word) {
  if (word.length < 2 || NON_ASCII_LETTER.test(word) || /\d/.test(word) || !VOWEL.test(word)) return false;
  if (singleNames.has(word.toLowerCase())) return false;
  return !isBareVietnameseSyllable(word);
}

/** The English words of `text`, in order (repeats kept). */
export const englishWordsOf = (text) => wordsOf(text).filter(isEnglishWord);
