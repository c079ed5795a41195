import type { Preview } from '@storybook/react';
import { AppProviders } from 'shared-sdk/react';

const preview: Preview = {
  decorators: [
    (Story) => (
      <AppProviders>
        <Story />
      </AppProviders>
    ),
  ],
  parameters: { layout: 'padded' },
};

export default preview;
