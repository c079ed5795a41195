import { queryKeys, teamApi } from 'shared-sdk';
import { useApiMutation } from 'shared-sdk/react';

/** POST /team/transfer-ownership: the OWNER hands the workspace to a member and becomes ADMIN. */
export const transferOwnership = (userId: string) => teamApi.transferOwnership(userId);

export const useTransferOwnership = () =>
  useApiMutation(transferOwnership, { invalidates: [queryKeys.team.all(), queryKeys.auth.me(), queryKeys.workspaces.list()], on: 'settled' });
