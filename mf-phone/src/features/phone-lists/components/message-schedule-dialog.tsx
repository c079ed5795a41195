import { Alert, Form, Input, Modal, Select, Typography } from 'antd';
import { useState } from 'react';
import { APP_TIMEZONE, type Attachment, TIMEZONE_CHOICES, withDncExcluded } from 'shared-sdk';
import { TemplatePreview, useToasts } from 'shared-sdk/react';
import type { PhoneList } from '../api/contract';
import { useCreateMessageSchedule } from '../api/create-message-schedule';
import { useAccountQuotas } from '../hooks/use-account-quotas';
import { PHONE_TEXTS } from '../texts';
import { failureText } from '../utils/failure-text';
import { estimatedDays, MESSAGE_QUOTA } from '../utils/quotas';
import { FIRST_SCHEDULE_TIME, normalizeScheduleTimes } from '../utils/schedule-times';
import { AccountQuotasStep } from './account-quotas-step';
import { ImageAttachmentsField } from './image-attachments-field';
import { ScheduleTimesField } from './schedule-times-field';

export interface MessageScheduleDialogProps {
  open: boolean;
  list: PhoneList;
  onClose: () => void;
}

export const MESSAGE_TEXT_MAX = 2000;

const TIMEZONE_OPTIONS = TIMEZONE_CHOICES.map((zone) => ({ value: zone, label: zone }));

/**
 * A list's message schedule (spec part 3 §2, §5): text, daily send times, timezone, images and the ACTIVE accounts
 * taking part with their daily quota; the estimated days are ceil(numbers / total daily quota).
 */
export function MessageScheduleDialog({ open, list, onClose }: MessageScheduleDialogProps) {
  const toasts = useToasts();
  const { accounts, activeAccounts, selected, setSelected, quotas, setQuota, accountQuotas } = useAccountQuotas(MESSAGE_QUOTA);
  const [text, setText] = useState('');
  const [times, setTimes] = useState([FIRST_SCHEDULE_TIME]);
  const [timezone, setTimezone] = useState<string>(APP_TIMEZONE);
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
    <Modal
      open={open}
      title={`${PHONE_TEXTS.messageTitle}: ${list.name}`}
      okText={PHONE_TEXTS.createSchedule}
      cancelText={PHONE_TEXTS.cancel}
      okButtonProps={{ disabled: blocked }}
      confirmLoading={create.isPending}
      onOk={() => void submit()}
      onCancel={onClose}
      width={680}
      destroyOnHidden
    >
      {!accounts.isPending && activeAccounts.length === 0 && (
        <Alert type="warning" showIcon title={accounts.isError ? PHONE_TEXTS.accountsFailed : PHONE_TEXTS.noActiveAccounts} style={{ marginBottom: 12 }} />
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
        {activeAccounts.length > 0 && (
          <Form.Item label={PHONE_TEXTS.participatingAccounts} required validateStatus={accountsError && 'error'} help={accountsError}>
            <AccountQuotasStep
              accounts={activeAccounts}
              selected={selected}
              quotas={quotas}
              range={MESSAGE_QUOTA}
              hint={PHONE_TEXTS.messageQuotaHint}
              onSelect={setSelected}
              onQuota={setQuota}
              disabled={create.isPending}
            />
          </Form.Item>
        )}
        {days !== null && days > 0 && (
          <Typography.Text data-testid="estimated-days">
            {PHONE_TEXTS.totalDailyQuota(dailyTotal)} · {PHONE_TEXTS.estimatedDays(days)}
          </Typography.Text>
        )}
      </Form>
    </Modal>
  );
}
