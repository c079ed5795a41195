import { type AccountViewOptions, useAccountView } from '../hooks/use-account-view';
import { AccountCard } from './account-card';
import { AccountRow } from './account-row';

export type AccountCardContainerProps = AccountViewOptions;

/** An account card wired to its bot status, cookie check, proxy, health and actions. */
export function AccountCardContainer(props: AccountViewOptions) {
  return <AccountCard {...useAccountView(props)} />;
}

/** The same account as a row of the compact list (no health panel). */
export function AccountRowContainer(props: AccountViewOptions) {
  const { health: _health, ...view } = useAccountView(props);
  return <AccountRow {...view} />;
}
