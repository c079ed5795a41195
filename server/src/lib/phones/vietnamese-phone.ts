/**
 * Vietnamese mobile numbers as users really have them in spreadsheets: 0xxxxxxxxx, +84 / 84 forms, spaces and dots,
 * numeric cells that lost their leading 0 (912345678), and old 11-digit 01x numbers renumbered in 2018.
 */

/** The 2018 renumbering of 11-digit mobile numbers: old 4-digit prefix → new 3-digit prefix. */
const RENUMBERED_2018: Record<string, string> = {
  // Viettel
  '0162': '032', '0163': '033', '0164': '034', '0165': '035', '0166': '036', '0167': '037', '0168': '038', '0169': '039',
  // MobiFone
  '0120': '070', '0121': '079', '0122': '077', '0126': '076', '0128': '078',
  // VinaPhone
  '0123': '083', '0124': '084', '0125': '085', '0127': '081', '0129': '082',
  // Vietnamobile, Gmobile
  '0186': '056', '0188': '058', '0199': '059',
};

/** Mobile prefixes in use today (3 digits, after the renumbering). */
const MOBILE_PREFIX = /^0(3[2-9]|5[2689]|7[06-9]|8[1-9]|9\d)/;

/** Why a cell is not a Vietnamese mobile number, as the import preview shows it. */
export const PHONE_REJECTIONS = {
  notANumber: 'Không phải số điện thoại',
  length: 'Sai số chữ số: số di động Việt Nam có 10 chữ số',
  prefix: 'Không phải đầu số di động Việt Nam',
} as const;

/** A cell read as a number in the stored form 0xxxxxxxxx (10 digits, a mobile prefix), or why it is not one. */
export function readVietnamesePhone(raw: unknown): { phone: string } | { reason: string } {
  if (raw === null || raw === undefined) return { reason: PHONE_REJECTIONS.notANumber };
  let digits = String(typeof raw === 'number' ? Math.trunc(raw) : raw).replace(/[\s.\-()]/g, '');
  if (digits.startsWith('+')) digits = digits.slice(1);
  if (!/^\d+$/.test(digits)) return { reason: PHONE_REJECTIONS.notANumber };
  if (digits.startsWith('84') && (digits.length === 11 || digits.length === 12)) digits = `0${digits.slice(2)}`;
  // A numeric cell drops the leading 0: 912345678 (9 digits) or 1623456789 (10 digits, old 01x).
  if (!digits.startsWith('0') && (digits.length === 9 || digits.length === 10)) digits = `0${digits}`;
  if (digits.length === 11 && RENUMBERED_2018[digits.slice(0, 4)]) digits = `${RENUMBERED_2018[digits.slice(0, 4)]}${digits.slice(4)}`;
  if (digits.length !== 10) return { reason: PHONE_REJECTIONS.length };
  return MOBILE_PREFIX.test(digits) ? { phone: digits } : { reason: PHONE_REJECTIONS.prefix };
}

/** A number in the stored form 0xxxxxxxxx (10 digits, a mobile prefix), or null when it is not one. */
export function normaliseVietnamesePhone(raw: unknown): string | null {
  const read = readVietnamesePhone(raw);
  return 'phone' in read ? read.phone : null;
}
