import type { QueryClient } from '@tanstack/react-query';
import { phoneListKeys } from './keys';

/** After any change to a list: its page, detail and tables reload. */
export const invalidatePhoneLists = (queryClient: QueryClient) => queryClient.invalidateQueries({ queryKey: phoneListKeys.all() });
