import type { Meta, StoryObj } from '@storybook/react';
import { JobsPage } from './jobs-page';

const meta: Meta<typeof JobsPage> = { title: 'mf-jobs/JobsPage', component: JobsPage };
export default meta;

export const Empty: StoryObj<typeof JobsPage> = {};
