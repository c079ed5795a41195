export interface PageSummary {
  numbers: number;
  successful: number;
  processing: number;
  activeAccounts: number | undefined;
}

/** The summary of a page of lists and the user's accounts. */
export function summaryOfPage(
  lists: readonly { status: string; totalNumbers: number; successfulRequests: number }[],
  accounts: readonly { status: string }[] | undefined,
): PageSummary {
  return {
    numbers: lists.reduce((sum, list) => sum + list.totalNumbers, 0),
    successful: lists.reduce((sum, list) => sum + list.successfulRequests, 0),
    processing: lists.filter((list) => list.status === 'PROCESSING').length,
    activeAccounts: accounts?.filter((account) => account.status === 'ACTIVE').length,
  };
}
