import { Flex, Form, Radio } from 'antd';
import type { Account } from 'shared-sdk';
import { AttachmentPicker } from 'shared-sdk/react';
import { GROUP_TEXTS } from '../texts';
import { delayError, GROUP_DELAYS } from '../utils/bulk-delays';
import type { TagDraft } from '../utils/tag-wizard';
import { AccountSelect } from './account-select';
import { DelayFields, MessageField } from './job-form-fields';

export interface TagComposeStepProps {
  draft: TagDraft;
  accounts: Account[];
  onChange: (patch: Partial<TagDraft>) => void;
}

/** Step 2: account, message, files, delays 1-300 s; sending on a schedule is shown but not supported here. */
export function TagComposeStep({ draft, accounts, onChange }: TagComposeStepProps) {
  return (
    <Flex vertical gap={12}>
      <AccountSelect accounts={accounts} value={draft.accountId} onChange={(accountId) => onChange({ accountId })} />
      <MessageField value={draft.message} onChange={(message) => onChange({ message })} toGroups />
      <AttachmentPicker value={draft.attachments} onChange={(attachments) => onChange({ attachments })} />
      <DelayFields value={draft} onChange={onChange} limits={GROUP_DELAYS.tagWizard.limits} error={delayError(draft, GROUP_DELAYS.tagWizard.limits)} />
      <Form.Item label={GROUP_TEXTS.sendMode} style={{ marginBottom: 0 }}>
        <Radio.Group
          value="now"
          options={[
            { value: 'now', label: GROUP_TEXTS.sendNow },
            { value: 'later', label: GROUP_TEXTS.sendLater, disabled: true },
          ]}
        />
      </Form.Item>
    </Flex>
  );
}
