import type { Meta, StoryObj } from '@storybook/react';
import { exportPaths } from '../schemas/exports';
import { ExportMenu } from './export-menu';

/**
 * 'Xuất file' of a job's recipient log, a phone list's numbers and a Kho chung list's members. Choosing a format asks
 * the server for a download link (in Storybook there is no server: the error toast shows).
 */
const meta: Meta<typeof ExportMenu> = {
  title: 'shared-sdk/ExportMenu',
  component: ExportMenu,
  args: { path: exportPaths.jobRecipients('8c3c4f1e-0000-4000-8000-000000000001') },
};
export default meta;

type Story = StoryObj<typeof ExportMenu>;

export const Default: Story = {};
/** Beside a table's filters. */
export const Small: Story = { args: { size: 'small' } };
/** Nothing to export yet. */
export const Disabled: Story = { args: { disabled: true } };
