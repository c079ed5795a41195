export { accountsUsage, type AccountsModule, createAccountsModule } from './module';
export { ACCOUNT_ERRORS, type AccountsService } from './service';
export { accountsOnProxies } from './proxy-users';
export { createAccountLoginState } from './login-state';
export { accountsOfUser, type AccountSummary, sortedAccountNames } from './reads';
export { accountNames, accountRowSql, userAccountIds } from './account-reads';
