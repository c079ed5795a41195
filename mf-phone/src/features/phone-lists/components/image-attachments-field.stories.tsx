import type { Meta, StoryObj } from '@storybook/react';
import { controlled } from '../testing/controlled-story';
import { ImageAttachmentsField } from './image-attachments-field';

const PIXEL = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

const Interactive = controlled(ImageAttachmentsField);

const meta: Meta<typeof ImageAttachmentsField> = { title: 'Phone lists/ImageAttachmentsField', component: ImageAttachmentsField };
export default meta;

type Story = StoryObj<typeof ImageAttachmentsField>;

export const Empty: Story = { render: () => <Interactive initial={[]} /> };
export const TwoImages: Story = {
  render: () => (
    <Interactive
      initial={[
        { filename: 'menu.png', data: PIXEL, totalSize: 68, mimeType: 'image/png', type: 'file' },
        { filename: 'uu-dai.png', data: PIXEL, totalSize: 68, mimeType: 'image/png', type: 'file' },
      ]}
    />
  ),
};
