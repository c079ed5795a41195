import { Alert, Button, Checkbox, Collapse, Form, Input, Modal, Select, Skeleton, Typography } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import {
  ACCOUNT_MESSAGES,
  type Account,
  DEFAULT_CREATE_SYSTEM_PROMPT,
  formatProxyAddress,
  SYSTEM_PROMPT_MAX,
  useActiveProxies,
} from 'shared-sdk';
import { useToasts } from 'shared-sdk/react';
import { useAccountLimit } from '../api/check-account-limit';
import { useCreateAccount } from '../api/create-account';
import { ACCOUNT_TEXTS as T } from '../texts';
import { type AddAccountValues, buildCreateAccountPayload, failureText } from '../utils/account-rules';

export interface AddAccountModalProps {
  onClose: () => void;
  onCreated?: (account: Account) => void;
}

const INITIAL_VALUES: AddAccountValues = {
  displayName: '',
  proxyId: '',
  systemPrompt: DEFAULT_CREATE_SYSTEM_PROMPT,
  autoStart: false,
  autoJoinByLink: false,
};

/** Render it to open it (spec part 1 §2 "Add-account modal", §5 "Create account"). */
export function AddAccountModal({ onClose, onCreated }: AddAccountModalProps) {
  const toasts = useToasts();
  const [form] = Form.useForm<AddAccountValues>();
  const limit = useAccountLimit();
  const proxies = useActiveProxies();
  const create = useCreateAccount();
  const [createError, setCreateError] = useState<string | null>(null);
  const prompt = Form.useWatch('systemPrompt', form) ?? INITIAL_VALUES.systemPrompt ?? '';

  const overLimit = limit.data?.canAdd === false;
  const proxyOptions = [
    { value: '', label: T.noProxy },
    ...(proxies.data ?? []).map((proxy) => ({
      value: proxy.id,
      label: T.proxyOption(proxy.name, formatProxyAddress(proxy.host, proxy.port)),
    })),
  ];

  const submit = (values: AddAccountValues) => {
    if (overLimit) return;
    setCreateError(null);
    create.mutate(buildCreateAccountPayload(values), {
      onSuccess: (account) => {
        toasts.success(T.created);
        onCreated?.(account);
        onClose();
      },
      onError: (error) => setCreateError(failureText(error, T.createFailed, T.createNetworkError)),
    });
  };

  return (
    <Modal
      open
      title={T.addTitle}
      onCancel={onClose}
      width={560}
      footer={[
        <Button key="cancel" onClick={onClose}>
          {T.cancel}
        </Button>,
        <Button
          key="submit"
          type="primary"
          loading={create.isPending}
          disabled={overLimit}
          onClick={() => form.submit()}
        >
          {overLimit ? T.overLimitButton : T.submit}
        </Button>,
      ]}
    >
      {limit.isPending ? (
        <Skeleton active title={false} paragraph={{ rows: 1 }} />
      ) : overLimit ? (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 16 }}
          data-testid="plan-limit-notice"
          title={limit.data?.reason || T.limitReached}
          description={<Link to="/subscription">{T.upgrade}</Link>}
        />
      ) : (
        limit.data && (
          <Typography.Paragraph type="secondary" data-testid="plan-limit-notice">
            {T.usage(limit.data.used, limit.data.limit)} · <Link to="/subscription">{T.upgrade}</Link>
          </Typography.Paragraph>
        )
      )}

      {createError && <Alert type="error" showIcon title={createError} style={{ marginBottom: 16 }} />}

      <Form<AddAccountValues>
        form={form}
        layout="vertical"
        initialValues={INITIAL_VALUES}
        disabled={overLimit}
        onFinish={submit}
      >
        <Form.Item
          name="displayName"
          label={T.displayName}
          rules={[
            { required: true, whitespace: true, message: ACCOUNT_MESSAGES.emptyDisplayName },
            { max: 100, message: ACCOUNT_MESSAGES.displayNameTooLong },
          ]}
        >
          <Input placeholder={T.displayNamePlaceholder} autoFocus maxLength={100} />
        </Form.Item>

        <Form.Item name="proxyId" label={T.proxyOptional}>
          <Select options={proxyOptions} loading={proxies.isPending} aria-label={T.proxy} />
        </Form.Item>

        <Collapse
          size="small"
          style={{ marginBottom: 16 }}
          items={[
            {
              key: 'prompt',
              label: T.systemPrompt,
              // Rendered while collapsed, so the pre-filled prompt is part of the form.
              forceRender: true,
              children: (
                <Form.Item
                  name="systemPrompt"
                  extra={`${T.characters(prompt.length)}. ${T.systemPromptHint}`}
                  style={{ marginBottom: 0 }}
                >
                  <Input.TextArea rows={6} maxLength={SYSTEM_PROMPT_MAX} aria-label={T.systemPrompt} />
                </Form.Item>
              ),
            },
          ]}
        />

        <Form.Item name="autoStart" valuePropName="checked" style={{ marginBottom: 4 }}>
          <Checkbox>{T.autoStart}</Checkbox>
        </Form.Item>
        <Form.Item name="autoJoinByLink" valuePropName="checked" style={{ marginBottom: 0 }}>
          <Checkbox>{T.autoJoinByLink}</Checkbox>
        </Form.Item>
      </Form>
    </Modal>
  );
}
