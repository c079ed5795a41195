import { Alert, Button, Flex, Form, InputNumber, List, Modal, Select, Tag, Typography } from 'antd';
import { useState } from 'react';
import * as v from 'valibot';
import {
  ACCOUNT_STATUS_LABELS,
  type AccountStatus,
  APP_TIMEZONE,
  type Attachment,
  errorMessage,
  estimatedDays,
  FEATURES,
  formatDateTime,
  SHARED_LIST_DAILY_LIMIT_DEFAULT,
  SHARED_LIST_MESSAGE_MAX,
  SHARED_LIST_MESSAGES,
  SHARED_LIST_SCHEDULE_IMAGES_MAX,
  SharedListMessageScheduleSchema,
  type SharedPendingList,
  TIMEZONE_CHOICES,
  TIMEZONE_LABELS,
  withDncExcluded,
  withoutUnusedVariants,
} from 'shared-sdk';
import { AttachmentPicker, BillingFeatureGate, MESSAGE_VARIANT_TEXTS, MessageVariantsField, OptionSwitch, useToasts } from 'shared-sdk/react';
import { useListSenders } from '../api/get-list-senders';
import { useMessageExecutions } from '../api/get-message-executions';
import { useScheduleListMessages } from '../api/schedule-list-messages';
import { SHARED_TEXTS } from '../texts';
import { canRemoveTime, FIVE_MINUTE_TIMES, nextTimeToAdd } from '../utils/schedule-times';
import { FailureReason } from './failure-reason';
import { ListSchedules } from './list-schedules';

interface Values {
  /** The message, or its variants A…E. */
  templates: string[];
  stopOnReply: boolean;
  timezone: string;
  dailyLimit: number | null;
  attachments: Attachment[];
}

const TIME_OPTIONS = FIVE_MINUTE_TIMES.map((time) => ({ value: time, label: time }));

function ScheduleTimes({ times, onChange }: { times: string[]; onChange(times: string[]): void }) {
  const next = nextTimeToAdd(times);
  return (
    <Flex vertical gap={8}>
      {times.map((time, index) => (
        <Flex key={`${time}-${index}`} gap={8} align="center">
          <Select
            aria-label={`${SHARED_TEXTS.scheduleTimes} ${index + 1}`}
            value={time}
            options={TIME_OPTIONS}
            showSearch
            style={{ width: 120 }}
            onChange={(value) => onChange(times.map((t, i) => (i === index ? value : t)))}
          />
          <Button size="small" disabled={!canRemoveTime(times)} onClick={() => onChange(times.filter((_, i) => i !== index))}>
            {SHARED_TEXTS.removeTime}
          </Button>
        </Flex>
      ))}
      <Button size="small" disabled={next === null} onClick={() => next && onChange([...times, next])} style={{ alignSelf: 'flex-start' }}>
        {SHARED_TEXTS.addTime}
      </Button>
    </Flex>
  );
}

function Executions({ listId }: { listId: string }) {
  const executions = useMessageExecutions(listId, 1);
  const items = executions.data?.executions ?? [];
  return (
    <List
      size="small"
      header={<Typography.Text strong>{SHARED_TEXTS.executions}</Typography.Text>}
      loading={executions.isPending}
      locale={{ emptyText: SHARED_TEXTS.noExecutions }}
      dataSource={items}
      renderItem={(execution) => (
        <List.Item>
          <Flex vertical>
            <Flex gap={8} align="center">
              <Typography.Text>{formatDateTime(execution.executedAt)}</Typography.Text>
              <Tag color={execution.status === 'SUCCESS' ? 'success' : execution.status === 'PARTIAL' ? 'warning' : 'error'}>
                {SHARED_TEXTS.executionStatus[execution.status]}
              </Tag>
              <Typography.Text type="secondary">{SHARED_TEXTS.seconds(execution.executionDuration)}</Typography.Text>
            </Flex>
            <Typography.Text type="secondary">
              {SHARED_TEXTS.executionSummary(execution.totalProcessed, execution.successfulMessages, execution.blockedMessages, execution.failedMessages)}
            </Typography.Text>
            <FailureReason raw={execution.errorMessage} />
          </Flex>
        </List.Item>
      )}
    />
  );
}

/** Who sends the scheduled messages: the list's source account (its member ids are that account's), and whether it can. */
function ScheduleSender({ list }: { list: SharedPendingList }) {
  const senders = useListSenders(list.id, true);
  if (senders.isPending) return null;
  const source = senders.data?.find((sender) => sender.isSource);
  if (!source) return <Alert type="warning" showIcon title={SHARED_TEXTS.scheduleNoSource} style={{ marginBottom: 12 }} />;
  if (source.status !== 'ACTIVE') {
    const status = ACCOUNT_STATUS_LABELS[source.status as AccountStatus] ?? source.status;
    return <Alert type="warning" showIcon title={SHARED_TEXTS.scheduleSourceInactive(source.displayName, status)} style={{ marginBottom: 12 }} />;
  }
  return <Typography.Paragraph type="secondary">{SHARED_TEXTS.scheduleSender(source.displayName)}</Typography.Paragraph>;
}

export interface ListScheduleDialogProps {
  list: SharedPendingList | null;
  onClose(): void;
}

/** The schedule form of one list; its own buttons, so a plan without the feature shows only the gate. */
function ScheduleForm({ list, onClose }: { list: SharedPendingList; onClose(): void }) {
  const [form] = Form.useForm<Values>();
  const [times, setTimes] = useState<string[]>(['09:00']);
  const [problem, setProblem] = useState<string | null>(null);
  const schedule = useScheduleListMessages(list.id);
  const toasts = useToasts();
  const dailyLimit = Form.useWatch('dailyLimit', form);
  const days = estimatedDays(list.memberCount, dailyLimit ?? SHARED_LIST_DAILY_LIMIT_DEFAULT);

  async function submit() {
    const values = form.getFieldsValue(true) as Values;
    const parsed = v.safeParse(SharedListMessageScheduleSchema, {
      scheduleTimes: times,
      messageTemplate: values.templates?.[0] ?? '',
      messages: values.templates ?? [],
      stopOnReply: values.stopOnReply ?? true,
      timezone: values.timezone,
      attachments: values.attachments ?? [],
      dailyLimit: values.dailyLimit ?? undefined,
    });
    if (!parsed.success) {
      setProblem(parsed.issues[0].message);
      return;
    }
    setProblem(null);
    try {
      const answer = await schedule.mutateAsync(withoutUnusedVariants(parsed.output));
      toasts.success(withDncExcluded(SHARED_LIST_MESSAGES.scheduleCreated, answer));
      onClose();
    } catch (error) {
      setProblem(errorMessage(error, SHARED_LIST_MESSAGES.scheduleFailed));
    }
  }

  return (
    <>
      <ScheduleSender list={list} />
      <ListSchedules listId={list.id} />
      <Form
        form={form}
        layout="vertical"
        initialValues={{ templates: [''], stopOnReply: true, timezone: APP_TIMEZONE, dailyLimit: SHARED_LIST_DAILY_LIMIT_DEFAULT, attachments: [] }}
      >
        <Form.Item label={SHARED_TEXTS.scheduleTimes}>
          <ScheduleTimes times={times} onChange={setTimes} />
        </Form.Item>
        <Form.Item name="templates" label={SHARED_TEXTS.message}>
          <MessageVariantsField label={SHARED_TEXTS.message} rows={4} maxLength={SHARED_LIST_MESSAGE_MAX} />
        </Form.Item>
        <Form.Item name="stopOnReply" valuePropName="checked">
          <OptionSwitch label={MESSAGE_VARIANT_TEXTS.stopOnReply} hint={MESSAGE_VARIANT_TEXTS.stopOnReplyHint} />
        </Form.Item>
        <Form.Item name="timezone" label={SHARED_TEXTS.timezone}>
          <Select options={TIMEZONE_CHOICES.map((zone) => ({ value: zone, label: TIMEZONE_LABELS[zone] }))} />
        </Form.Item>
        <Form.Item name="dailyLimit" label={SHARED_TEXTS.dailyLimit} extra={SHARED_TEXTS.estimatedDays(days, list.memberCount)}>
          {/* No min/max on the input: an out-of-range count gets the spec's text instead of a silent clamp. */}
          <InputNumber style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="attachments" label={SHARED_TEXTS.images} extra={SHARED_TEXTS.imagesLimit}>
          <AttachmentPicker imagesOnly maxFiles={SHARED_LIST_SCHEDULE_IMAGES_MAX} tooManyMessage={SHARED_LIST_MESSAGES.tooManyImages} />
        </Form.Item>
      </Form>
      {problem && <Alert type="error" showIcon title={problem} style={{ marginBottom: 12 }} />}
      <Flex justify="flex-end" gap={8} style={{ marginBottom: 16 }}>
        <Button onClick={onClose}>{SHARED_TEXTS.cancel}</Button>
        <Button type="primary" loading={schedule.isPending} onClick={() => void submit()}>
          {SHARED_TEXTS.createSchedule}
        </Button>
      </Flex>
      <Executions listId={list.id} />
    </>
  );
}

/** Daily messaging of a list (behind the schedule_messages feature gate): times on 5-minute steps (1-10), template, timezone, up to 5 images, daily limit. */
export function ListScheduleDialog({ list, onClose }: ListScheduleDialogProps) {
  return (
    <Modal title={list ? SHARED_TEXTS.scheduleTitle(list.name) : ''} open={list !== null} onCancel={onClose} footer={null} width={640} destroyOnHidden>
      {list && (
        <BillingFeatureGate feature={FEATURES.scheduleMessages}>
          <ScheduleForm list={list} onClose={onClose} />
        </BillingFeatureGate>
      )}
    </Modal>
  );
}
