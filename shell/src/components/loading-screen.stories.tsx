import type { Meta, StoryObj } from '@storybook/react';
import { LoadingScreen } from './loading-screen';

const meta: Meta<typeof LoadingScreen> = {
  title: 'Shell/LoadingScreen',
  component: LoadingScreen,
  parameters: { layout: 'fullscreen' },
};
export default meta;

export const Default: StoryObj<typeof LoadingScreen> = {};
