import { useMutation } from '@tanstack/react-query';
import { groupTagsApi } from 'shared-sdk';
import { useRefreshGroupTags } from '../hooks/use-refresh-group-tags';

/** DELETE /group-tags/{id}. */
export const deleteGroupTag = (id: string) => groupTagsApi.remove(id);

export const useDeleteGroupTag = () => useMutation({ mutationFn: deleteGroupTag, onSettled: useRefreshGroupTags() });
