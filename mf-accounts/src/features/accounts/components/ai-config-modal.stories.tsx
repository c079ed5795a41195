import type { Meta, StoryObj } from '@storybook/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { fn } from 'storybook/test';
import { DEFAULT_AI_SYSTEM_PROMPT, queryKeys } from 'shared-sdk';
import { seededClient } from 'shared-sdk/testing/data';
import type { AiConfigView } from '../api/get-ai-config';
import { AiConfigModal } from './ai-config-modal';

const ACCOUNT_ID = '3f2a9c1e-7b4d-4e8a-9f10-2b3c4d5e6f70';
const config = (overrides: Partial<AiConfigView> = {}): AiConfigView => ({
  systemPrompt: DEFAULT_AI_SYSTEM_PROMPT,
  enabled: true,
  providerConfigured: true,
  exists: true,
  ...overrides,
});

/** The AI config comes from a cache filled in advance: no network. */
const withConfig = (value: AiConfigView): Meta<typeof AiConfigModal>['decorators'] => [
  (Story) => (
    <QueryClientProvider client={seededClient([[queryKeys.ai.config(ACCOUNT_ID), value]])}>
      <Story />
    </QueryClientProvider>
  ),
];

const meta: Meta<typeof AiConfigModal> = {
  title: 'Accounts/AiConfigModal',
  component: AiConfigModal,
  args: { accountId: ACCOUNT_ID, displayName: 'Shop Hoa Tươi', onClose: fn() },
  parameters: { layout: 'fullscreen' },
};
export default meta;

type Story = StoryObj<typeof AiConfigModal>;

export const WithProvider: Story = { decorators: withConfig(config()) };
export const WithoutProvider: Story = { decorators: withConfig(config({ providerConfigured: false, enabled: false })) };
export const NoConfigYet: Story = {
  decorators: withConfig(config({ systemPrompt: '', enabled: false, exists: false, providerConfigured: undefined })),
};
