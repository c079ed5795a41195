import { RobotOutlined } from '@ant-design/icons';
import { Flex, Switch, Typography } from 'antd';
import type { Conversation } from 'shared-sdk';
import { INBOX_TEXTS } from '../texts';
import { aiStateOf } from '../utils/ai-state';

export interface AiSwitchProps {
  conversation: Pick<Conversation, 'type' | 'aiPaused' | 'aiPausedUntil'>;
  /** The account's own auto-reply setting (unknown while its account loads). */
  accountAutoReply: boolean | undefined;
  onChange: (aiPaused: boolean) => void;
  saving: boolean;
  now?: number;
}

/** The AI switch of one conversation and, beside it, whether the AI answers here and why not. */
export function AiSwitch({ conversation, accountAutoReply, onChange, saving, now }: AiSwitchProps) {
  const state = aiStateOf(conversation, accountAutoReply, now);
  if (state.kind === 'group') return null;
  return (
    <Flex align="center" gap={8} wrap style={{ minWidth: 0 }}>
      <Flex align="center" gap={6}>
        <RobotOutlined aria-hidden />
        {/* With the account's auto-reply off, a switch here would change nothing the customer sees. */}
        {state.kind !== 'account-off' && (
          <Switch size="small" checked={state.kind === 'on'} loading={saving} onChange={(on) => onChange(!on)} aria-label={INBOX_TEXTS.aiSwitch} />
        )}
      </Flex>
      <Typography.Text type={state.kind === 'on' ? 'secondary' : 'warning'} style={{ fontSize: 12 }} data-testid="ai-state">
        {state.text}
      </Typography.Text>
    </Flex>
  );
}
