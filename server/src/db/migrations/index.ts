import * as usersAndRefreshTokens from './0001-users-and-refresh-tokens';
import * as plansSubscriptionsPayments from './0002-plans-subscriptions-payments';
import * as proxies from './0003-proxies';
import * as accounts from './0004-accounts';
import * as bots from './0005-bots';
import * as jobs from './0006-jobs';
import * as jobSchedules from './0007-job-schedules';
import * as friends from './0008-friends';
import * as tokenEpoch from './0009-token-epoch';
import * as sharedLists from './0012-shared-lists';
import * as phoneLists from './0013-phone-lists';
import * as accountPacing from './0014-account-pacing';
import * as groups from './0015-groups';
import * as recipientResolvedId from './0016-recipient-resolved-id';
import * as sharedListMemberUids from './0017-shared-list-member-uids';
import * as recipientSentText from './0018-recipient-sent-text';
import * as doNotContact from './0019-do-not-contact';
import * as accountSendingHealth from './0020-account-sending-health';
import * as exportOrderIndexes from './0022-export-order-indexes';
import * as changeNotifications from './0023-change-notifications';
import * as phoneListChangeNotifications from './0024-phone-list-change-notifications';
import * as shellPlanLabels from './0037-shell-plan-labels';

/** Every migration, in order. Never edit one that has shipped: add the next. */
export const MIGRATIONS: Array<{ id: string; sql: string }> = [
  { id: '0001-users-and-refresh-tokens', sql: usersAndRefreshTokens.sql },
  { id: '0002-plans-subscriptions-payments', sql: plansSubscriptionsPayments.sql },
  { id: '0003-proxies', sql: proxies.sql },
  { id: '0004-accounts', sql: accounts.sql },
  { id: '0005-bots', sql: bots.sql },
  { id: '0006-jobs', sql: jobs.sql },
  { id: '0007-job-schedules', sql: jobSchedules.sql },
  { id: '0008-friends', sql: friends.sql },
  { id: '0009-token-epoch', sql: tokenEpoch.sql },
  { id: '0012-shared-lists', sql: sharedLists.sql },
  { id: '0013-phone-lists', sql: phoneLists.sql },
  { id: '0014-account-pacing', sql: accountPacing.sql },
  { id: '0015-groups', sql: groups.sql },
  { id: '0016-recipient-resolved-id', sql: recipientResolvedId.sql },
  { id: '0017-shared-list-member-uids', sql: sharedListMemberUids.sql },
  { id: '0018-recipient-sent-text', sql: recipientSentText.sql },
  { id: '0019-do-not-contact', sql: doNotContact.sql },
  { id: '0020-account-sending-health', sql: accountSendingHealth.sql },
  { id: '0022-export-order-indexes', sql: exportOrderIndexes.sql },
  { id: '0023-change-notifications', sql: changeNotifications.sql },
  { id: '0024-phone-list-change-notifications', sql: phoneListChangeNotifications.sql },
  { id: '0037-shell-plan-labels', sql: shellPlanLabels.sql },
];
