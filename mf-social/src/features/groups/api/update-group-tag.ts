import { useMutation } from '@tanstack/react-query';
import { type GroupTagInput, groupTagsApi } from 'shared-sdk';
import { useRefreshGroupTags } from '../hooks/use-refresh-group-tags';

/** PUT /group-tags/{id}. */
export const updateGroupTag = ({ id, input }: { id: string; input: GroupTagInput }) => groupTagsApi.update(id, input);

export const useUpdateGroupTag = () => useMutation({ mutationFn: updateGroupTag, onSettled: useRefreshGroupTags() });
