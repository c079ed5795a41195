import { Alert, Button, Flex, Form, Input, Modal, Select, Typography } from 'antd';
import { useState } from 'react';
import { APP_TIMEZONE, type Attachment, FEATURES, type PhoneList, withDncExcluded } from 'shared-sdk';
import { BillingFeatureGate, TemplatePreview, useToasts } from 'shared-sdk/react';
import { useCreateMessageSchedule } from '../api/create-message-schedule';
import { useAccountQuotas } from '../hooks/use-account-quotas';
import { PHONE_TEXTS } from '../texts';
import { failureText } from '../utils/failure-text';
import { estimatedDays } from '../utils/quotas';
import { FIRST_SCHEDULE_TIME, normalizeScheduleTimes } from '../utils/schedule-times';
import { TIMEZONE_OPTIONS, type TimeZone } from '../utils/timezones';
import { AccountQuotasStep } from './account-quotas-step';
import { ImageAttachmentsField } from './image-attachments-field';
import { ScheduleTimesField } from './schedule-times-field';

export interface MessageScheduleDialogProps {
  open: boolean;
  list: PhoneList;
  onClose: () => void;
}

export const MESSAGE_TEXT_MAX = 2000;

/**
 * The form: text, daily send times, timezone, images and the ACTIVE accounts taking part with their daily quota
 * (each saved when its field is left); the estimated days are ceil(numbers / total daily quota).
 */
export function MessageScheduleForm({ list, onClose }: Omit<MessageScheduleDialogProps, 'open'>) {
  const toasts = useToasts();
  const quotas = useAccountQuotas('message');
  const { activeAccounts, selected, accountQuotas } = quotas;
  const [text, setText] = useState('');
  const [times, setTimes] = useState([FIRST_SCHEDULE_TIME]);
  const [timezone, setTimezone] = useState<TimeZone>(APP_TIMEZONE);
  const [images, setImages] = useState<Attachment[]>([]);
  const [tried, setTried] = useState(false);
  const create = useCreateMessageSchedule();

  const dailyQuotas = accountQuotas.map((quota) => quota.dailyLimit);
  const dailyTotal = dailyQuotas.reduce((sum, quota) => sum + quota, 0);
  const days = estimatedDays(list.totalNumbers, dailyQuotas);

  const textError = tried && !text.trim() ? PHONE_TEXTS.messageRequired : undefined;
  const timesError = tried && times.length === 0 ? PHONE_TEXTS.timesRequired : undefined;
  const accountsError = tried && selected.length === 0 ? PHONE_TEXTS.noActiveAccount : undefined;
  const blocked = !text.trim() || times.length === 0 || selected.length === 0;

  const submit = async () => {
    setTried(true);
    if (blocked) return;
    try {
      const answer = await create.mutateAsync({
        listId: list.id,
        body: {
          scheduleTimes: normalizeScheduleTimes(times),
          messageTemplate: text.trim(),
          timezone,
          accountQuotas,
          ...(images.length > 0 && { attachments: images }),
        },
      });
      toasts.success(withDncExcluded(PHONE_TEXTS.messageScheduleCreated, answer));
      onClose();
    } catch (error) {
      toasts.error(failureText(error, PHONE_TEXTS.messageScheduleFailed, PHONE_TEXTS.messageScheduleError));
    }
  };

  return (
    <>
      {!quotas.loading && activeAccounts.length === 0 && (
        <Alert type="warning" showIcon title={quotas.accounts.isError ? PHONE_TEXTS.accountsFailed : PHONE_TEXTS.noActiveAccounts} style={{ marginBottom: 12 }} />
      )}
      <Form layout="vertical" component="div">
        <Form.Item label={PHONE_TEXTS.messageText} required validateStatus={textError && 'error'} help={textError} extra={<TemplatePreview value={text} />}>
          <Input.TextArea
            aria-label={PHONE_TEXTS.messageText}
            rows={4}
            maxLength={MESSAGE_TEXT_MAX}
            showCount
            placeholder={PHONE_TEXTS.messagePlaceholder}
            value={text}
            onChange={(event) => setText(event.target.value)}
          />
        </Form.Item>
        <Form.Item label={PHONE_TEXTS.sendTimes} required validateStatus={timesError && 'error'} help={timesError}>
          <ScheduleTimesField value={times} onChange={setTimes} disabled={create.isPending} />
        </Form.Item>
        <Form.Item label={PHONE_TEXTS.timezone}>
          <Select aria-label={PHONE_TEXTS.timezone} options={TIMEZONE_OPTIONS} value={timezone} onChange={setTimezone} />
        </Form.Item>
        <Form.Item label={PHONE_TEXTS.images}>
          <ImageAttachmentsField value={images} onChange={setImages} disabled={create.isPending} />
        </Form.Item>
        {(quotas.loading || activeAccounts.length > 0) && (
          <Form.Item label={PHONE_TEXTS.participatingAccounts} required validateStatus={accountsError && 'error'} help={accountsError}>
            <AccountQuotasStep quotas={quotas} hint={PHONE_TEXTS.messageQuotaHint} disabled={create.isPending} />
          </Form.Item>
        )}
        {days !== null && days > 0 && (
          <Typography.Text data-testid="estimated-days">
            {PHONE_TEXTS.totalDailyQuota(dailyTotal)} · {PHONE_TEXTS.estimatedDays(days)}
          </Typography.Text>
        )}
      </Form>
      <Flex justify="flex-end" gap={8} style={{ marginTop: 16 }}>
        <Button onClick={onClose}>{PHONE_TEXTS.cancel}</Button>
        <Button type="primary" loading={create.isPending} disabled={blocked} onClick={() => void submit()}>
          {PHONE_TEXTS.createSchedule}
        </Button>
      </Flex>
    </>
  );
}

/** A list's message schedule, behind the plan's schedule_messages gate like every scheduled message kind. */
export function MessageScheduleDialog({ open, list, onClose }: MessageScheduleDialogProps) {
  return (
    <Modal open={open} title={`${PHONE_TEXTS.messageTitle}: ${list.name}`} onCancel={onClose} footer={null} width={680} destroyOnHidden>
      <BillingFeatureGate feature={FEATURES.scheduleMessages}>
        <MessageScheduleForm list={list} onClose={onClose} />
      </BillingFeatureGate>
    </Modal>
  );
}
