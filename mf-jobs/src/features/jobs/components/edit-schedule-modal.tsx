import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Col, Flex, Form, Input, InputNumber, Modal, Row, Select, TimePicker, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import {
  ApiError,
  errorMessage,
  type RecurringSchedule,
  SCHEDULE_KIND_LABELS,
  type ScheduleUpdate,
  TEMPLATE_SAMPLE_NAMES,
  TIMEZONE_LABELS,
  useUpdateSchedule,
} from 'shared-sdk';
import { MESSAGE_VARIANT_TEXTS, OptionSwitch, TemplatePreview, useToasts } from 'shared-sdk/react';
import { SCHEDULE_TEXTS } from '../texts';
import { targetText } from '../utils/schedule-target';

export interface EditScheduleModalProps {
  /** The schedule being edited; null: closed. */
  schedule: RecurringSchedule | null;
  onClose: () => void;
}

interface Values {
  /** 24-hour times in the schedule's timezone (the picker's own day is meaningless). */
  scheduleTimes: Array<Dayjs | null>;
  timezone: string;
  message: string;
  delayMin: number | null;
  delayMax: number | null;
  dailyLimit: number | null;
  /** Absent for a kind without it (the server gives it for the kinds that message people). */
  stopOnReply?: boolean;
}

const TIMES_MAX = 10;
const TIMEZONE_OPTIONS = Object.entries(TIMEZONE_LABELS).map(([value, label]) => ({ value, label }));
/** Kho chung's times go by 5 minutes; the others by the minute. */
const stepMinutes = (schedule: RecurringSchedule) => (schedule.kind === 'shared-list-message' ? 5 : 1);
const messageMax = (schedule: RecurringSchedule) => (schedule.kind === 'phone-friend-request' ? 500 : 2000);

/** 'HH:MM' as a picker value. */
const timeValue = (time: string) => dayjs().hour(Number(time.slice(0, 2))).minute(Number(time.slice(3, 5))).second(0).millisecond(0);

const valuesOf = (schedule: RecurringSchedule): Values => ({
  scheduleTimes: schedule.scheduleTimes.map(timeValue),
  timezone: schedule.timezone,
  message: schedule.message,
  delayMin: schedule.delayMin,
  delayMax: schedule.delayMax,
  dailyLimit: schedule.dailyLimit,
  stopOnReply: schedule.stopOnReply,
});

/** Only what the kind lets change (times and text always; delays for the group send; the daily count for Kho chung). */
function changesOf(values: Values, schedule: RecurringSchedule): ScheduleUpdate {
  const editable = schedule.editable;
  return {
    scheduleTimes: values.scheduleTimes.flatMap((time) => (time ? [time.format('HH:mm')] : [])),
    timezone: values.timezone as ScheduleUpdate['timezone'],
    message: values.message,
    ...(editable.includes('delays') ? { delayMin: values.delayMin ?? undefined, delayMax: values.delayMax ?? undefined } : {}),
    ...(editable.includes('dailyLimit') ? { dailyLimit: values.dailyLimit ?? undefined } : {}),
    ...(schedule.stopOnReply !== undefined ? { stopOnReply: values.stopOnReply ?? true } : {}),
  };
}

/** 'scheduleTimes.2' → 'scheduleTimes': the server's field messages beside their fields. */
function fieldErrorsOf(error: unknown): Array<{ name: keyof Values; errors: string[] }> {
  if (!(error instanceof ApiError) || !error.fieldErrors) return [];
  return Object.entries(error.fieldErrors).flatMap(([path, text]) => {
    const name = path.split('.')[0] as keyof Values;
    return ['scheduleTimes', 'timezone', 'message', 'delayMin', 'delayMax', 'dailyLimit'].includes(name) ? [{ name, errors: [text] }] : [];
  });
}

/**
 * Edits a recurring schedule within its kind's rules: the server checks it as the kind's creation does and answers
 * its messages, shown beside their fields.
 */
export function EditScheduleModal({ schedule, onClose }: EditScheduleModalProps) {
  const [form] = Form.useForm<Values>();
  const toasts = useToasts();
  const update = useUpdateSchedule();
  const message = Form.useWatch('message', form) ?? '';

  const submit = async (values: Values) => {
    if (!schedule) return;
    try {
      await update.mutateAsync({ id: schedule.id, changes: changesOf(values, schedule) });
    } catch (error) {
      const fields = fieldErrorsOf(error);
      form.setFields(fields);
      toasts.error(errorMessage(error, SCHEDULE_TEXTS.updateFailed));
      return;
    }
    toasts.success(SCHEDULE_TEXTS.saved);
    onClose();
  };

  const editable = schedule?.editable ?? [];
  const step = schedule ? stepMinutes(schedule) : 1;
  return (
    <Modal
      open={schedule !== null}
      title={SCHEDULE_TEXTS.editTitle}
      okText={SCHEDULE_TEXTS.save}
      cancelText={SCHEDULE_TEXTS.cancel}
      confirmLoading={update.isPending}
      okButtonProps={{ htmlType: 'submit' }}
      onCancel={onClose}
      destroyOnHidden
      modalRender={(dialog) => (
        <Form<Values> form={form} name="edit-schedule" layout="vertical" initialValues={schedule ? valuesOf(schedule) : undefined} clearOnDestroy onFinish={submit}>
          {dialog}
        </Form>
      )}
    >
      {schedule && (
        <>
          <Typography.Paragraph type="secondary">{`${SCHEDULE_KIND_LABELS[schedule.kind]} · ${targetText(schedule)}`}</Typography.Paragraph>
          <Form.List
            name="scheduleTimes"
            rules={[
              {
                validator: async (_, times: Array<Dayjs | null> | undefined) => {
                  if (!times || times.filter(Boolean).length === 0) throw new Error(SCHEDULE_TEXTS.timesRequired);
                },
              },
            ]}
          >
            {(fields, { add, remove }, { errors }) => (
              <Form.Item label={SCHEDULE_TEXTS.fieldTimes} required extra={step > 1 ? SCHEDULE_TEXTS.stepHint(step) : undefined}>
                <Flex vertical gap={8}>
                  {fields.map((field, index) => (
                    <Flex key={field.key} gap={8} align="center">
                      <Form.Item name={field.name} noStyle>
                        <TimePicker
                          format="HH:mm"
                          minuteStep={step as 1 | 5}
                          needConfirm={false}
                          showNow={false}
                          allowClear={false}
                          placeholder="HH:MM"
                          aria-label={`${SCHEDULE_TEXTS.fieldTimes} ${index + 1}`}
                          style={{ width: 120 }}
                        />
                      </Form.Item>
                      {fields.length > 1 && (
                        <Button aria-label={SCHEDULE_TEXTS.removeTime} icon={<DeleteOutlined />} onClick={() => remove(field.name)} />
                      )}
                    </Flex>
                  ))}
                  {fields.length < TIMES_MAX && (
                    <Button type="dashed" icon={<PlusOutlined />} onClick={() => add(timeValue('12:00'))} style={{ alignSelf: 'flex-start' }}>
                      {SCHEDULE_TEXTS.addTime}
                    </Button>
                  )}
                  <Form.ErrorList errors={errors} />
                </Flex>
              </Form.Item>
            )}
          </Form.List>
          <Form.Item label={SCHEDULE_TEXTS.fieldTimezone} name="timezone">
            <Select options={TIMEZONE_OPTIONS} />
          </Form.Item>
          <Form.Item
            label={SCHEDULE_TEXTS.fieldMessage}
            name="message"
            // Messages into groups have no recipient name to fill in: no variable help there.
            extra={
              schedule.kind === 'bulk-groups' ? undefined : (
                <TemplatePreview value={message} names={{ ...TEMPLATE_SAMPLE_NAMES, tai_khoan: schedule.accountName ?? TEMPLATE_SAMPLE_NAMES.tai_khoan }} />
              )
            }
          >
            <Input.TextArea rows={4} showCount maxLength={messageMax(schedule)} />
          </Form.Item>
          {editable.includes('delays') && (
            <Row gutter={12}>
              <Col xs={24} sm={12}>
                <Form.Item label={SCHEDULE_TEXTS.fieldDelayMin} name="delayMin">
                  <InputNumber min={1} precision={0} style={{ width: '100%' }} />
                </Form.Item>
              </Col>
              <Col xs={24} sm={12}>
                <Form.Item label={SCHEDULE_TEXTS.fieldDelayMax} name="delayMax">
                  <InputNumber min={1} precision={0} style={{ width: '100%' }} />
                </Form.Item>
              </Col>
            </Row>
          )}
          {editable.includes('dailyLimit') && (
            <Form.Item label={SCHEDULE_TEXTS.fieldDailyLimit} name="dailyLimit">
              <InputNumber min={1} max={1000} precision={0} style={{ width: '100%' }} />
            </Form.Item>
          )}
          {schedule.stopOnReply !== undefined && (
            <Form.Item name="stopOnReply" valuePropName="checked">
              <OptionSwitch label={MESSAGE_VARIANT_TEXTS.stopOnReply} hint={MESSAGE_VARIANT_TEXTS.stopOnReplyHint} />
            </Form.Item>
          )}
        </>
      )}
    </Modal>
  );
}
