import type { Attachment, BulkGroupsByTagsRequest } from 'shared-sdk';
import { GROUP_TEXTS } from '../texts';
import { delayError, delaysOrDefaults, GROUP_DELAYS } from './bulk-delays';

/** What the send-by-tags wizard collects. */
export interface TagDraft {
  tagIds: string[];
  accountId: string;
  message: string;
  attachments: Attachment[];
  delayMin: number | null;
  delayMax: number | null;
}

export const TAG_PREVIEW_GROUPS = 10;
export const TAG_CONFIRM_GROUPS = 5;

export const initialTagDraft = (accountId = ''): TagDraft => ({ tagIds: [], accountId, message: '', attachments: [], ...GROUP_DELAYS.tagWizard.defaults });

/** Step 1's rule: a tag, and the tags must carry groups. */
export function tagsProblem(draft: TagDraft, taggedGroups: number | undefined): string | null {
  if (draft.tagIds.length === 0) return GROUP_TEXTS.tagsRequired;
  if (taggedGroups === 0) return GROUP_TEXTS.noTaggedGroups;
  return null;
}

/** Step 2's rules: an account, text or a file, delays 1-300 with max ≥ min. */
export function composeProblem(draft: TagDraft): string | null {
  if (!draft.accountId) return GROUP_TEXTS.tagAccountRequired;
  if (!draft.message.trim() && draft.attachments.length === 0) return GROUP_TEXTS.tagTextOrAttachment;
  return delayError(draft, GROUP_DELAYS.tagWizard.limits)?.text ?? null;
}

export function tagRequest(draft: TagDraft): BulkGroupsByTagsRequest {
  const { defaults } = GROUP_DELAYS.tagWizard;
  return {
    accountId: draft.accountId,
    tagIds: draft.tagIds,
    message: draft.message.trim(),
    attachments: draft.attachments,
    ...delaysOrDefaults(draft, defaults),
    executeImmediately: true,
  };
}
