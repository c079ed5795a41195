import type { DoNotContactEntry } from 'shared-sdk';
import { DNC_TEXTS } from '../texts';

/**
 * What an entry shows: its name (or number) on the main line, the number or the Zalo id on a detail line. A person
 * listed without a name says so in words, the raw id goes to the detail line.
 */
export function entryLines(entry: DoNotContactEntry): { main: string; detail: string | null } {
  const id = entry.globalId ? DNC_TEXTS.zaloId(entry.globalId) : null;
  if (entry.displayName) return { main: entry.displayName, detail: entry.phone ?? id };
  if (entry.phone) return { main: entry.phone, detail: entry.kind === 'user' ? id : null };
  return { main: DNC_TEXTS.unnamedUser, detail: id };
}

/** The entry's name for the delete button's label. */
export const entryName = (entry: DoNotContactEntry) => entry.displayName ?? entry.phone ?? DNC_TEXTS.unnamedUser;
