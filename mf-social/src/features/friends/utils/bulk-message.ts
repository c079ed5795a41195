import { type Attachment, JOB_MESSAGE_MAX, JOB_MESSAGES, JOB_REQUEST_MESSAGES, type MessageToFriendsRequest, variantRequestFields, variantsError } from 'shared-sdk';
import { type FriendShare, friendSelectionBody, type SelectedFriends } from './friend-selection';

/** The bulk message form of the friends page. Delays in seconds, the pause in minutes. */
export interface BulkMessageValues {
  /** The message, or variant A when there are several. */
  message: string;
  /** Variants B…E; empty for one message. */
  variants: string[];
  /** "Bỏ qua người đang trò chuyện". */
  skipActiveConversations: boolean;
  attachments: Attachment[];
  delayMin: number | null;
  delayMax: number | null;
  useBatch: boolean;
  batchSize: number | null;
  batchDelayMinutes: number | null;
  notes: string;
}

export const BULK_MESSAGE_LIMITS = { delayMin: { min: 1, max: 300 }, delayMax: { max: 600 }, batchSize: { min: 1, max: 100 }, batchDelayMinutes: { min: 1, max: 60 } } as const;

export const BULK_MESSAGE_DEFAULTS: BulkMessageValues = {
  message: '',
  variants: [],
  skipActiveConversations: false,
  attachments: [],
  delayMin: 5,
  delayMax: 10,
  useBatch: false,
  batchSize: 10,
  batchDelayMinutes: 3,
  notes: '',
};

export const BULK_MESSAGE_TEXTS = {
  noRecipients: 'Vui lòng chọn ít nhất một bạn bè để gửi tin nhắn',
  textOrAttachment: JOB_REQUEST_MESSAGES.textOrAttachment,
  delayMinRange: JOB_REQUEST_MESSAGES.delayRange(1, 300),
  delayMaxRange: JOB_REQUEST_MESSAGES.delayRange(1, 600),
  delayOrder: JOB_REQUEST_MESSAGES.delayOrder,
  batchSizeRange: JOB_REQUEST_MESSAGES.batchSizeRange,
  batchDelayRange: JOB_REQUEST_MESSAGES.batchDelayRange,
  messageTooLong: JOB_MESSAGES.messageTooLong,
  created: (count: number) => `Đã tạo thành công ${count} job gửi tin nhắn! Jobs đang chạy dưới nền.`,
  failed: 'Có lỗi xảy ra khi tạo job gửi tin nhắn',
  unknownReason: 'Lỗi không xác định',
} as const;

export type BulkMessageField = 'recipients' | 'message' | 'delayMin' | 'delayMax' | 'batchSize' | 'batchDelayMinutes';

const wholeIn = (value: number | null, min: number, max: number) => value !== null && Number.isInteger(value) && value >= min && value <= max;

/** Text or at least one file: whitespace alone is no text. */
export const hasContent = (values: Pick<BulkMessageValues, 'message' | 'attachments'>) =>
  values.message.trim().length > 0 || values.attachments.length > 0;

/** The first broken rule of each field, or an empty object when the form can be sent. */
export function checkBulkMessage(values: BulkMessageValues, recipientCount: number): Partial<Record<BulkMessageField, string>> {
  const errors: Partial<Record<BulkMessageField, string>> = {};
  const { delayMin, delayMax } = BULK_MESSAGE_LIMITS;
  if (recipientCount === 0) errors.recipients = BULK_MESSAGE_TEXTS.noRecipients;
  if (!hasContent(values)) errors.message = BULK_MESSAGE_TEXTS.textOrAttachment;
  else if ([values.message, ...values.variants].some((text) => text.length > JOB_MESSAGE_MAX)) errors.message = BULK_MESSAGE_TEXTS.messageTooLong;
  else {
    const variantError = variantsError([values.message, ...values.variants]);
    if (variantError) errors.message = variantError;
  }
  if (!wholeIn(values.delayMin, delayMin.min, delayMin.max)) errors.delayMin = BULK_MESSAGE_TEXTS.delayMinRange;
  if (!wholeIn(values.delayMax, delayMin.min, delayMax.max)) errors.delayMax = BULK_MESSAGE_TEXTS.delayMaxRange;
  else if (!errors.delayMin && (values.delayMax ?? 0) < (values.delayMin ?? 0)) errors.delayMax = BULK_MESSAGE_TEXTS.delayOrder;
  if (values.useBatch) {
    const { batchSize, batchDelayMinutes } = BULK_MESSAGE_LIMITS;
    if (!wholeIn(values.batchSize, batchSize.min, batchSize.max)) errors.batchSize = BULK_MESSAGE_TEXTS.batchSizeRange;
    if (!wholeIn(values.batchDelayMinutes, batchDelayMinutes.min, batchDelayMinutes.max)) errors.batchDelayMinutes = BULK_MESSAGE_TEXTS.batchDelayRange;
  }
  return errors;
}

/**
 * One request per account: its picked friends' uids as recipients, or, after a select-all, the
 * filter itself (the server takes the account's friends it matches); the same text, files and pacing.
 */
export function friendMessageRequests(values: BulkMessageValues, shares: FriendShare[], selection: SelectedFriends): MessageToFriendsRequest[] {
  const notes = values.notes.trim();
  return shares.map((share) => ({
    accountId: share.accountId,
    ...variantRequestFields([values.message, ...values.variants].map((text) => text.trim())),
    ...(values.skipActiveConversations && { skipActiveConversations: true }),
    attachments: values.attachments,
    delayMin: values.delayMin ?? undefined,
    delayMax: values.delayMax ?? undefined,
    ...(values.useBatch && { batchSize: values.batchSize ?? undefined, batchDelayMinutes: values.batchDelayMinutes ?? undefined }),
    ...(selection.kind === 'filter' ? { selection: friendSelectionBody(selection) } : { recipients: (share.friends ?? []).map((friend) => friend.userId) }),
    onlyActive: false,
    excludeSelf: true,
    metadata: { source: 'friends-page', ...(notes && { notes }) },
  }));
}
