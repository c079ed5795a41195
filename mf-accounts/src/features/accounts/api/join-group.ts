import { useMutation } from '@tanstack/react-query';
import { botsApi, type JoinGroupInput } from 'shared-sdk';

/** POST /bots/{id}/join-group {groupLink}. */
export const joinGroup = ({ accountId, input }: { accountId: string; input: JoinGroupInput }) =>
  botsApi.joinGroup(accountId, input);

export const useJoinGroup = () => useMutation({ mutationFn: joinGroup });
