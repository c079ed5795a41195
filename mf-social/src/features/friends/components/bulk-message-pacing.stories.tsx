import type { Meta, StoryObj } from '@storybook/react';
import { Form } from 'antd';
import { fn } from 'storybook/test';
import { BULK_MESSAGE_DEFAULTS, checkBulkMessage } from '../utils/bulk-message';
import { BulkMessagePacing } from './bulk-message-pacing';

const meta: Meta<typeof BulkMessagePacing> = {
  title: 'mf-social/Friends/BulkMessagePacing',
  component: BulkMessagePacing,
  decorators: [(Story) => <Form layout="vertical">{Story()}</Form>],
  args: { values: BULK_MESSAGE_DEFAULTS, errors: {}, onChange: fn() },
};
export default meta;

export const Defaults: StoryObj<typeof BulkMessagePacing> = {};
const broken = { ...BULK_MESSAGE_DEFAULTS, message: 'x', delayMin: 30, delayMax: 20, useBatch: true, batchSize: 150, batchDelayMinutes: 90 };
export const Errors: StoryObj<typeof BulkMessagePacing> = { args: { values: broken, errors: checkBulkMessage(broken, 1) } };
