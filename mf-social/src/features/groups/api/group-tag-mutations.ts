import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type GroupTagAssignRequest, type GroupTagInput, groupTagsApi, queryKeys } from 'shared-sdk';

/** Tag changes reload the tags, their stats and the group cards (which show tags). */
function useRefreshTags() {
  const client = useQueryClient();
  return () => Promise.all([client.invalidateQueries({ queryKey: queryKeys.groupTags.all() }), client.invalidateQueries({ queryKey: queryKeys.groups.all() })]);
}

/** POST /group-tags, or PUT /group-tags/{id} with `id`. */
export const useSaveGroupTag = () => {
  const refresh = useRefreshTags();
  return useMutation({
    mutationFn: ({ id, input }: { id?: string; input: GroupTagInput }) => (id ? groupTagsApi.update(id, input) : groupTagsApi.create(input)),
    onSettled: refresh,
  });
};

/** DELETE /group-tags/{id}. */
export const useDeleteGroupTag = () => {
  const refresh = useRefreshTags();
  return useMutation({ mutationFn: (id: string) => groupTagsApi.remove(id), onSettled: refresh });
};

/** POST /group-tags/assign. */
export const useAssignGroupTags = () => {
  const refresh = useRefreshTags();
  return useMutation({ mutationFn: (input: GroupTagAssignRequest) => groupTagsApi.assign(input), onSettled: refresh });
};

/** POST /group-tags/unassign: tags off groups (a card's cross, or the tag tab's bulk action). */
export const useRemoveGroupTag = () => {
  const refresh = useRefreshTags();
  return useMutation({ mutationFn: (input: GroupTagAssignRequest) => groupTagsApi.unassign(input), onSettled: refresh });
};
