/** The page reloads every 10 s while a list on it is PROCESSING. */
export const PHONE_LISTS_RELOAD_MS = 10_000;

export const hasProcessingList = (lists: readonly { status: string }[] | undefined): boolean =>
  Boolean(lists?.some((list) => list.status === 'PROCESSING'));

export const phoneListsReloadInterval = (lists: readonly { status: string }[] | undefined): number | false =>
  hasProcessingList(lists) ? PHONE_LISTS_RELOAD_MS : false;
