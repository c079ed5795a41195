import { useMutation } from '@tanstack/react-query';
import { botsApi, type TestMessageInput } from 'shared-sdk';

/** POST /bots/{id}/test-message {message, to?}: to the account's own chat when `to` is absent. */
export const sendTestMessage = ({ accountId, input }: { accountId: string; input: TestMessageInput }) =>
  botsApi.testMessage(accountId, input);

export const useSendTestMessage = () => useMutation({ mutationFn: sendTestMessage });
