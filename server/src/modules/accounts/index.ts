export { accountsUsage, type AccountsModule, createAccountsModule } from './module';
export { ACCOUNT_ERRORS, type AccountsService } from './service';
export { accountNames, accountRowSql, userAccountIds } from './account-reads';
