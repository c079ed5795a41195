import { Alert, Button, Checkbox, Collapse, Form, Input, Modal, Segmented, Select, Skeleton, Typography } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import {
  type Account,
  CookieLoginSchema,
  DEFAULT_CREATE_SYSTEM_PROMPT,
  formatProxyAddress,
  proxyHasRoom,
  SYSTEM_PROMPT_MAX,
  useActiveProxies,
  validate,
} from 'shared-sdk';
import { useToasts } from 'shared-sdk/react';
import { useAccountLimit } from '../api/check-account-limit';
import { useCreateAccount } from '../api/create-account';
import { useLoginWithCookie } from '../api/login-with-cookie';
import { ACCOUNT_TEXTS as T } from '../texts';
import { type AddAccountValues, buildCreateAccountPayload, DISPLAY_NAME_RULES, failureText } from '../utils/account-rules';

type LoginMethod = 'qr' | 'cookie';

interface CookieValues {
  cookie?: string;
  imei?: string;
  userAgent?: string;
}

export interface AddAccountModalProps {
  onClose: () => void;
  onCreated?: (account: Account) => void;
}

const INITIAL_VALUES: AddAccountValues & CookieValues = {
  displayName: '',
  proxyId: '',
  systemPrompt: DEFAULT_CREATE_SYSTEM_PROMPT,
  autoStart: false,
  autoJoinByLink: false,
};

/**
 * Render it to open it. The account logs in afterwards by
 * QR on its card, or here at once with a pasted cookie, IMEI and User-Agent. When the account was
 * created but the cookie login failed, the dialog stays open on that account: a retry logs in, it adds nothing.
 */
export function AddAccountModal({ onClose, onCreated }: AddAccountModalProps) {
  const toasts = useToasts();
  const [form] = Form.useForm<AddAccountValues & CookieValues>();
  const limit = useAccountLimit();
  const proxies = useActiveProxies();
  const create = useCreateAccount();
  const cookieLogin = useLoginWithCookie();
  const [createError, setCreateError] = useState<string | null>(null);
  const [method, setMethod] = useState<LoginMethod>('qr');
  const [created, setCreated] = useState<Account | null>(null);
  const [cookieErrors, setCookieErrors] = useState<Record<string, string>>({});
  const prompt = Form.useWatch('systemPrompt', form) ?? INITIAL_VALUES.systemPrompt ?? '';

  // An account created by a first try is not counted against the limit again.
  const overLimit = !created && limit.data?.canAdd === false;
  const proxyOptions = [
    { value: '', label: T.noProxy },
    // A full proxy stays listed, greyed with why: one more account on its IP is a ban signal.
    ...(proxies.data ?? []).map((proxy) => {
      const label = T.proxyOption(proxy.name, formatProxyAddress(proxy.host, proxy.port));
      return proxyHasRoom(proxy) ? { value: proxy.id, label } : { value: proxy.id, label: `${label} · ${T.proxyFull(proxy.maxAccounts)}`, disabled: true };
    }),
  ];

  const logIn = (account: Account, session: CookieValues) =>
    cookieLogin.mutate(
      { accountId: account.id, input: session },
      {
        onSuccess: () => {
          toasts.success(T.loggedInWithCookie);
          onClose();
        },
        onError: (error) =>
          setCreateError(T.cookieLoginFailed(account.displayName, failureText(error, T.cookieLoginFailedDefault, T.cookieLoginNetwork))),
      },
    );

  const submit = (values: AddAccountValues & CookieValues) => {
    if (overLimit) return;
    setCreateError(null);
    let session: CookieValues | null = null;
    if (method === 'cookie') {
      const checked = validate(CookieLoginSchema, { cookie: values.cookie ?? '', imei: values.imei ?? '', userAgent: values.userAgent ?? '' });
      if (!checked.ok) {
        setCookieErrors(checked.fieldErrors);
        return;
      }
      setCookieErrors({});
      session = { cookie: values.cookie?.trim(), imei: checked.value.imei, userAgent: checked.value.userAgent };
    }
    if (created && session) {
      logIn(created, session);
      return;
    }
    create.mutate(buildCreateAccountPayload(values), {
      onSuccess: (account) => {
        onCreated?.(account);
        if (!session) {
          toasts.success(T.created);
          onClose();
          return;
        }
        setCreated(account);
        logIn(account, session);
      },
      onError: (error) => setCreateError(failureText(error, T.createFailed, T.createNetworkError)),
    });
  };

  const cookieField = (field: keyof CookieValues) =>
    cookieErrors[field] ? { validateStatus: 'error' as const, help: cookieErrors[field] } : {};

  return (
    <Modal
      open
      title={T.addTitle}
      onCancel={onClose}
      width={560}
      cancelText={T.cancel}
      okText={overLimit ? T.overLimitButton : created ? T.retryCookie : method === 'cookie' ? T.submitWithCookie : T.submit}
      confirmLoading={create.isPending || cookieLogin.isPending}
      okButtonProps={{ disabled: overLimit }}
      onOk={() => form.submit()}
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

      <Form<AddAccountValues & CookieValues>
        form={form}
        layout="vertical"
        initialValues={INITIAL_VALUES}
        disabled={overLimit}
        onFinish={submit}
        onValuesChange={(changed: CookieValues) => {
          const keys = Object.keys(changed);
          if (keys.some((key) => cookieErrors[key])) {
            setCookieErrors((errors) => Object.fromEntries(Object.entries(errors).filter(([key]) => !keys.includes(key))));
          }
        }}
      >
        <Form.Item
          name="displayName"
          label={T.displayName}
          rules={DISPLAY_NAME_RULES}
        >
          <Input placeholder={T.displayNamePlaceholder} autoFocus maxLength={100} disabled={created ? true : undefined} />
        </Form.Item>

        <Form.Item name="proxyId" label={T.proxyOptional}>
          <Select options={proxyOptions} loading={proxies.isPending} aria-label={T.proxy} disabled={created ? true : undefined} />
        </Form.Item>

        <Form.Item label={T.loginMethod} style={{ marginBottom: 8 }}>
          <Segmented<LoginMethod>
            aria-label={T.loginMethod}
            value={method}
            disabled={created ? true : undefined}
            onChange={(value) => {
              setMethod(value);
              setCookieErrors({});
            }}
            options={[
              { value: 'qr', label: T.loginByQr },
              { value: 'cookie', label: T.loginByCookie },
            ]}
          />
        </Form.Item>
        <Typography.Paragraph type="secondary" style={{ marginBottom: 12 }}>
          {method === 'qr' ? T.loginByQrHint : T.loginByCookieHint}
        </Typography.Paragraph>
        {method === 'cookie' && (
          <div data-testid="cookie-login-fields">
            <Form.Item name="cookie" label={T.cookieField} required {...cookieField('cookie')}>
              <Input.TextArea rows={4} placeholder={T.cookiePlaceholder} aria-label={T.cookieField} spellCheck={false} />
            </Form.Item>
            <Form.Item name="imei" label={T.imeiField} required {...cookieField('imei')}>
              <Input placeholder={T.imeiPlaceholder} autoComplete="off" spellCheck={false} />
            </Form.Item>
            <Form.Item
              name="userAgent"
              label={T.userAgentField}
              required
              extra={
                <>
                  {T.userAgentHint}{' '}
                  <Button type="link" size="small" style={{ padding: 0 }} onClick={() => form.setFieldValue('userAgent', globalThis.navigator?.userAgent ?? '')}>
                    {T.useThisBrowser}
                  </Button>
                </>
              }
              {...cookieField('userAgent')}
            >
              <Input autoComplete="off" spellCheck={false} />
            </Form.Item>
          </div>
        )}

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
                  <Input.TextArea rows={6} maxLength={SYSTEM_PROMPT_MAX} aria-label={T.systemPrompt} disabled={created ? true : undefined} />
                </Form.Item>
              ),
            },
          ]}
        />

        <Form.Item name="autoStart" valuePropName="checked" style={{ marginBottom: 4 }}>
          <Checkbox disabled={created ? true : undefined}>{T.autoStart}</Checkbox>
        </Form.Item>
        <Form.Item name="autoJoinByLink" valuePropName="checked" style={{ marginBottom: 0 }}>
          <Checkbox disabled={created ? true : undefined}>{T.autoJoinByLink}</Checkbox>
        </Form.Item>
      </Form>
    </Modal>
  );
}
