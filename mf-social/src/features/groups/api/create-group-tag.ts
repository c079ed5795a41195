import { useMutation } from '@tanstack/react-query';
import { type GroupTagInput, groupTagsApi } from 'shared-sdk';
import { useRefreshGroupTags } from '../hooks/use-refresh-group-tags';

/** POST /group-tags. */
export const createGroupTag = (input: GroupTagInput) => groupTagsApi.create(input);

export const useCreateGroupTag = () => useMutation({ mutationFn: createGroupTag, onSettled: useRefreshGroupTags() });
