import { useMutation } from '@tanstack/react-query';
import { type GroupTagAssignRequest, groupTagsApi } from 'shared-sdk';
import { useRefreshGroupTags } from '../hooks/use-refresh-group-tags';

/** POST /group-tags/assign. */
export const assignGroupTags = (input: GroupTagAssignRequest) => groupTagsApi.assign(input);

export const useAssignGroupTags = () => useMutation({ mutationFn: assignGroupTags, onSettled: useRefreshGroupTags() });
