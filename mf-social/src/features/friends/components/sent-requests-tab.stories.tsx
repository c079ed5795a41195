import type { Meta, StoryObj } from '@storybook/react';
import { SentRequestsTab } from './sent-requests-tab';

const meta: Meta<typeof SentRequestsTab> = { title: 'mf-social/Friends/SentRequestsTab', component: SentRequestsTab };
export default meta;

/** Loads the accounts through the app's API; with none ACTIVE it shows its first empty state. */
export const Default: StoryObj<typeof SentRequestsTab> = {};
