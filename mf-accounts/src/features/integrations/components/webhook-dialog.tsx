import { Alert, Checkbox, Flex, Form, Input, Modal, Switch, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { errorMessage, INTEGRATION_MESSAGES, WEBHOOK_EVENT_LABELS, type WebhookCreateInput, type WebhookEndpoint, type WebhookEventType } from 'shared-sdk';
import { INTEGRATION_TEXTS as T } from '../texts';
import { ALL_WEBHOOK_EVENTS, WEBHOOK_EVENT_GROUPS } from '../utils/event-groups';

interface WebhookValues {
  url: string;
  description: string;
  events: WebhookEventType[];
  enabled: boolean;
}

export interface WebhookDialogProps {
  open: boolean;
  /** The endpoint being edited; null: a new one. */
  webhook: WebhookEndpoint | null;
  /** Saves; a creation's answer (with its secret) is shown by the caller. Rejects with the server's reason. */
  onSubmit: (input: WebhookCreateInput) => Promise<unknown>;
  onClose: () => void;
}

/** The events field: grouped checkboxes with their Vietnamese labels, and 'Chọn tất cả'. */
function EventsField({ value = [], onChange }: { value?: WebhookEventType[]; onChange?: (events: WebhookEventType[]) => void }) {
  const chosen = new Set(value);
  const all = ALL_WEBHOOK_EVENTS.every((event) => chosen.has(event));
  const set = (event: WebhookEventType, on: boolean) => {
    const next = new Set(chosen);
    if (on) next.add(event);
    else next.delete(event);
    onChange?.(ALL_WEBHOOK_EVENTS.filter((candidate) => next.has(candidate)));
  };
  return (
    <Flex vertical gap={8}>
      <Checkbox
        checked={all}
        indeterminate={!all && chosen.size > 0}
        onChange={(event) => onChange?.(event.target.checked ? [...ALL_WEBHOOK_EVENTS] : [])}
      >
        <Typography.Text strong>{T.selectAll}</Typography.Text>
      </Checkbox>
      {WEBHOOK_EVENT_GROUPS.map((group) => (
        <fieldset key={group.key} style={{ border: 0, margin: 0, padding: 0 }}>
          <legend style={{ fontSize: 13, color: 'rgba(0,0,0,0.55)', marginBottom: 4 }}>{T.eventGroups[group.key]}</legend>
          <Flex vertical gap={2} style={{ paddingInlineStart: 8 }}>
            {group.events.map((event) => (
              <Checkbox key={event} checked={chosen.has(event)} onChange={(change) => set(event, change.target.checked)}>
                {WEBHOOK_EVENT_LABELS[event]}
              </Checkbox>
            ))}
          </Flex>
        </fieldset>
      ))}
    </Flex>
  );
}

/** 'Thêm webhook' / 'Sửa webhook': the address (https), a description, the events, on or off. */
export function WebhookDialog({ open, webhook, onSubmit, onClose }: WebhookDialogProps) {
  const [form] = Form.useForm<WebhookValues>();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (!open) return;
    setError(null);
    form.setFieldsValue(
      webhook
        ? { url: webhook.url, description: webhook.description ?? '', events: webhook.events, enabled: webhook.enabled }
        : { url: '', description: '', events: ['message.received'], enabled: true },
    );
  }, [open, webhook, form]);

  const submit = async (values: WebhookValues) => {
    setBusy(true);
    setError(null);
    try {
      await onSubmit({ url: values.url.trim(), description: values.description.trim() || null, events: values.events, enabled: values.enabled });
    } catch (failure) {
      setError(errorMessage(failure, T.saveFailed));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open={open}
      title={webhook ? T.editWebhookTitle : T.createWebhookTitle}
      okText={webhook ? T.save : T.createWebhookSubmit}
      cancelText={T.cancel}
      confirmLoading={busy}
      onOk={() => form.submit()}
      onCancel={onClose}
      forceRender
    >
      <Form form={form} layout="vertical" onFinish={(values) => void submit(values)}>
        {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} />}
        <Form.Item
          name="url"
          label={T.url}
          extra={T.urlHelp}
          rules={[
            { required: true, whitespace: true, message: INTEGRATION_MESSAGES.invalidUrl },
            { type: 'url', message: INTEGRATION_MESSAGES.invalidUrl },
          ]}
        >
          <Input type="url" autoComplete="off" placeholder={T.urlPlaceholder} maxLength={2000} />
        </Form.Item>
        <Form.Item name="description" label={`${T.description} ${T.optional}`} rules={[{ max: 200, message: INTEGRATION_MESSAGES.descriptionTooLong }]}>
          <Input autoComplete="off" placeholder={T.descriptionPlaceholder} maxLength={200} />
        </Form.Item>
        <Form.Item name="events" label={T.events} rules={[{ required: true, type: 'array', min: 1, message: INTEGRATION_MESSAGES.eventsRequired }]}>
          <EventsField />
        </Form.Item>
        <Form.Item name="enabled" label={T.enabledField} valuePropName="checked">
          <Switch />
        </Form.Item>
      </Form>
    </Modal>
  );
}
