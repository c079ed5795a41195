import { useMutation } from '@tanstack/react-query';
import { type GroupTagAssignRequest, groupTagsApi } from 'shared-sdk';
import { useRefreshGroupTags } from '../hooks/use-refresh-group-tags';

/** POST /group-tags/unassign: tags off groups (a card's cross, or the tag tab's bulk action). */
export const unassignGroupTags = (input: GroupTagAssignRequest) => groupTagsApi.unassign(input);

export const useUnassignGroupTags = () => useMutation({ mutationFn: unassignGroupTags, onSettled: useRefreshGroupTags() });
