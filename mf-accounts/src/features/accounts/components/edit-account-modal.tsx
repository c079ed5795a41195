import { Alert, Checkbox, Form, Input, Modal, Select, Typography } from 'antd';
import { useState } from 'react';
import { type Account, formatProxyAddress, proxyHasRoom, type ProxyItem, useActiveProxies } from 'shared-sdk';
import { useToasts, useWorkspaceAccess } from 'shared-sdk/react';
import { useAccountProxies } from '../api/get-account-proxies';
import { useUpdateAccount } from '../api/update-account';
import { ACCOUNT_TEXTS as T } from '../texts';
import { buildUpdateAccountPayload, DISPLAY_NAME_RULES, type EditAccountValues, failureText } from '../utils/account-rules';

export interface EditAccountModalProps {
  account: Account;
  onClose: () => void;
}

/** 'name (address)' as the add dialog writes it, saying when the proxy's last test failed. */
export function proxyLabel(proxy: Pick<ProxyItem, 'name' | 'host' | 'port' | 'lastTest'>): string {
  const label = T.proxyOption(proxy.name, formatProxyAddress(proxy.host, proxy.port));
  return proxy.lastTest && !proxy.lastTest.ok ? `${label} · ${T.proxyLastTestFailed}` : label;
}

/**
 * Editing an account on its card: its name, its proxy ('No Proxy' or one of the active proxies),
 * auto start and auto join. Changing the proxy of a logged-in account says what happens to its session.
 */
export function EditAccountModal({ account, onClose }: EditAccountModalProps) {
  const toasts = useToasts();
  const [form] = Form.useForm<EditAccountValues>();
  const update = useUpdateAccount();
  const [saveError, setSaveError] = useState<string | null>(null);
  // Proxies are the OWNER's and ADMINs': an AGENT edits the rest and is told why the proxy is not here.
  const manager = useWorkspaceAccess().role !== 'AGENT';

  const submit = (values: EditAccountValues) => {
    const payload = buildUpdateAccountPayload(account, values);
    if (Object.keys(payload).length === 0) {
      onClose();
      return;
    }
    setSaveError(null);
    update.mutate(
      { id: account.id, input: payload },
      {
        onSuccess: () => {
          toasts.success(T.saved);
          onClose();
        },
        onError: (error) => setSaveError(failureText(error, T.saveFailed, T.saveFailed)),
      },
    );
  };

  return (
    <Modal
      open
      title={T.editTitle(account.displayName)}
      onCancel={onClose}
      width={520}
      cancelText={T.cancel}
      okText={T.save}
      confirmLoading={update.isPending}
      onOk={() => form.submit()}
    >
      {saveError && <Alert type="error" showIcon title={saveError} style={{ marginBottom: 16 }} />}
      <Form<EditAccountValues>
        form={form}
        name={`edit-account-${account.id}`}
        layout="vertical"
        initialValues={{
          displayName: account.displayName,
          ...(manager && { proxyId: account.proxyId ?? '' }),
          autoStart: account.autoStart,
          autoJoinByLink: account.autoJoinByLink,
        }}
        onFinish={submit}
      >
        <Form.Item
          name="displayName"
          label={T.displayName}
          rules={DISPLAY_NAME_RULES}
        >
          <Input maxLength={100} autoFocus />
        </Form.Item>
        {manager ? (
          <ProxyField account={account} />
        ) : (
          <Typography.Paragraph type="secondary" data-testid="proxy-managers-only">
            {T.proxyManagersOnly}
          </Typography.Paragraph>
        )}
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

/** The account's proxy: 'No Proxy' or one of the active proxies, with what a change does to a logged-in session. */
function ProxyField({ account }: { account: Account }) {
  const form = Form.useFormInstance<EditAccountValues>();
  const active = useActiveProxies();
  const all = useAccountProxies();
  const chosen = Form.useWatch('proxyId', form) ?? account.proxyId ?? '';
  const current = account.proxyId ? all.data?.get(account.proxyId) : undefined;
  const options = [
    { value: '', label: T.noProxy },
    // A full proxy stays listed, greyed with why (the account's own proxy is never full for it).
    ...(active.data ?? []).map((proxy) =>
      proxyHasRoom(proxy, account.id) ? { value: proxy.id, label: proxyLabel(proxy) } : { value: proxy.id, label: `${proxyLabel(proxy)} · ${T.proxyFull(proxy.maxAccounts)}`, disabled: true },
    ),
    // The account's proxy when it is off: still shown, so the form does not silently drop it.
    ...(current && !current.isActive ? [{ value: current.id, label: T.proxyInactive(proxyLabel(current)) }] : []),
  ];
  const chosenProxy = chosen ? all.data?.get(chosen) : undefined;
  const loggedIn = account.zaloUserId !== null;
  return (
    <>
      <Form.Item name="proxyId" label={T.proxy} style={{ marginBottom: 8 }}>
        <Select options={options} loading={active.isPending} aria-label={T.proxy} />
      </Form.Item>
      {loggedIn && chosen !== (account.proxyId ?? '') && (
        <Alert type="warning" showIcon style={{ marginBottom: 16 }} title={chosen ? T.proxyChangeWarning : T.proxyRemoveWarning} data-testid="proxy-change-warning" />
      )}
      {chosenProxy && !chosenProxy.isActive && <Alert type="error" showIcon style={{ marginBottom: 16 }} title={T.proxyOffWarning} />}
    </>
  );
}
