import type { Meta, StoryObj } from '@storybook/react';
import { FRIEND_TAG_FORM, GROUP_TAG_FORM, TagFormModal } from './tag-form-modal';

const meta: Meta<typeof TagFormModal> = {
  title: 'mf-social/TagFormModal',
  component: TagFormModal,
  args: { kind: FRIEND_TAG_FORM, open: true, onSubmit: async () => true, onCancel: () => undefined },
};
export default meta;

export const Create: StoryObj<typeof TagFormModal> = {};
export const Edit: StoryObj<typeof TagFormModal> = { args: { initial: { name: 'Khách VIP', description: 'Mua trên 5 lần', color: '#10B981' } } };
export const GroupTag: StoryObj<typeof TagFormModal> = { args: { kind: GROUP_TAG_FORM, initial: { name: 'Khách sỉ', description: 'Nhóm bán buôn', color: '#F59E0B' } } };
