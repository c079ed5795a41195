import type { Meta, StoryObj } from '@storybook/react';
import { TagFormModal } from './tag-form-modal';

const meta: Meta<typeof TagFormModal> = {
  title: 'mf-social/Friends/TagFormModal',
  component: TagFormModal,
  args: { open: true, onSubmit: async () => true, onCancel: () => undefined },
};
export default meta;

export const Create: StoryObj<typeof TagFormModal> = {};
export const Edit: StoryObj<typeof TagFormModal> = { args: { initial: { name: 'Khách VIP', description: 'Mua trên 5 lần', color: '#10B981' } } };
