import { ReloadOutlined } from '@ant-design/icons';
import { Alert, Button, Flex, Form, Input, Modal, Skeleton, Switch, Typography } from 'antd';
import { useEffect, useState } from 'react';
import {
  DEFAULT_AI_SYSTEM_PROMPT,
  errorMessage,
  SYSTEM_PROMPT_MAX,
} from 'shared-sdk';
import { LoadFailedAlert, useToasts } from 'shared-sdk/react';
import { useAiConfig } from '../api/get-ai-config';
import { useSaveAiConfig } from '../api/save-ai-config';
import { useToggleAi } from '../api/toggle-ai';
import { AI_TEXTS as T } from '../texts';

export interface AiConfigModalProps {
  accountId: string;
  displayName: string;
  onClose: () => void;
}

/**
 * AI auto-reply of one account: the switch acts at once through its own call;
 * the prompt is saved apart, trimmed and not empty, together with the enabled flag.
 */
export function AiConfigModal({ accountId, displayName, onClose }: AiConfigModalProps) {
  const config = useAiConfig(accountId);
  const toggle = useToggleAi();
  const save = useSaveAiConfig();
  const [prompt, setPrompt] = useState<string | null>(null);
  const [enabled, setEnabled] = useState(false);
  const [promptError, setPromptError] = useState<string | null>(null);
  // The switch's result is said beside it, not as a toast: saving then gives the one toast of the dialog.
  const [toggleNote, setToggleNote] = useState<string | null>(null);

  // Fill the form once, when the config first arrives; later refetches do not overwrite what is typed.
  const loaded = config.data;
  useEffect(() => {
    if (!loaded) return;
    setPrompt((current) => current ?? loaded.systemPrompt);
    setEnabled(loaded.enabled);
  }, [loaded]);

  const { success, error: failure } = useToasts();
  const text = prompt ?? '';

  const onToggle = (next: boolean) =>
    toggle.mutate(
      { accountId, enabled: next },
      {
        onSuccess: (result) => {
          setEnabled(result.enabled);
          setToggleNote(result.enabled ? T.enabled : T.disabled);
        },
        onError: () => {
          setToggleNote(null);
          failure(T.toggleFailed);
        },
      },
    );

  const onSave = () => {
    const systemPrompt = text.trim();
    if (!systemPrompt) {
      setPromptError(T.emptyPrompt);
      return;
    }
    setPromptError(null);
    save.mutate(
      { accountId, input: { systemPrompt, enabled } },
      {
        onSuccess: () => {
          success(T.saved);
          onClose();
        },
        onError: () => failure(T.saveFailed),
      },
    );
  };

  return (
    <Modal
      open
      title={T.title(displayName)}
      onCancel={onClose}
      width={760}
      cancelText={T.cancel}
      okText={T.save}
      confirmLoading={save.isPending}
      okButtonProps={{ disabled: !config.data }}
      onOk={onSave}
    >
      {config.isPending ? (
        <Skeleton active paragraph={{ rows: 8 }} />
      ) : config.isError ? (
        <LoadFailedAlert title={errorMessage(config.error, T.loadFailed)} retryText={T.retry} onRetry={() => void config.refetch()} />
      ) : (
        <Flex vertical gap={16}>
          {config.data?.providerConfigured === false && (
            <Alert type="warning" showIcon title={T.noProvider} description={T.noProviderDetail} data-testid="no-provider" />
          )}

          <Flex align="center" gap={12} wrap>
            <Switch checked={enabled} loading={toggle.isPending} onChange={onToggle} aria-label={T.toggleLabel} />
            <Flex vertical>
              <Typography.Text strong>{T.toggleLabel}</Typography.Text>
              <Typography.Text type={toggleNote ? 'success' : 'secondary'} role="status" data-testid="toggle-note">
                {toggleNote ?? T.toggleState(enabled)}
              </Typography.Text>
            </Flex>
          </Flex>

          <Form layout="vertical" component="div">
            <Form.Item
              label={T.promptLabel}
              htmlFor="ai-system-prompt"
              validateStatus={promptError ? 'error' : undefined}
              help={promptError ?? undefined}
              style={{ marginBottom: 0 }}
            >
              <Input.TextArea
                id="ai-system-prompt"
                rows={20}
                maxLength={SYSTEM_PROMPT_MAX}
                value={text}
                onChange={(event) => {
                  setPrompt(event.target.value);
                  if (promptError && event.target.value.trim()) setPromptError(null);
                }}
              />
            </Form.Item>
            <Flex justify="space-between" align="center" style={{ marginTop: 8 }}>
              <Typography.Text type="secondary" data-testid="prompt-count">
                {T.promptCount(text.length, SYSTEM_PROMPT_MAX)}
              </Typography.Text>
              <Button icon={<ReloadOutlined />} onClick={() => {
                  setPrompt(DEFAULT_AI_SYSTEM_PROMPT);
                  setPromptError(null);
                }}>
                {T.reset}
              </Button>
            </Flex>
          </Form>

          <Alert
            type="info"
            title={T.guideTitle}
            description={
              <ul style={{ margin: 0, paddingInlineStart: 20 }}>
                {T.guide.map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
            }
          />
        </Flex>
      )}
    </Modal>
  );
}
