import type { Meta, StoryObj } from '@storybook/react';
import { MessageAttachments } from './message-attachments';

const meta: Meta<typeof MessageAttachments> = {
  title: 'mf-social/Inbox/MessageAttachments',
  component: MessageAttachments,
  args: {
    attachments: [
      { kind: 'file', url: 'https://example.com/bao-gia.pdf', thumbnailUrl: null, name: 'bao-gia-thang-3.pdf', size: 1_258_291, title: null },
      { kind: 'link', url: 'https://example.com/san-pham', thumbnailUrl: null, name: null, size: null, title: 'Bộ sưu tập hoa mùa xuân' },
      { kind: 'contact', url: null, thumbnailUrl: null, name: null, size: null, title: 'Nguyễn Văn An' },
      { kind: 'voice', url: null, thumbnailUrl: null, name: null, size: null, title: null },
    ],
  },
};
export default meta;

export const EveryKind: StoryObj<typeof MessageAttachments> = {};
/** A photo whose address the platform did not give: its label instead. */
export const PhotoWithoutAddress: StoryObj<typeof MessageAttachments> = {
  args: { attachments: [{ kind: 'photo', url: null, thumbnailUrl: null, name: null, size: null, title: null }] },
};
