import { Alert, Button, Form, Typography } from 'antd';
import { useState } from 'react';
import { type Attachment, type PhoneList, variantsError, withDncExcluded } from 'shared-sdk';
import { MESSAGE_VARIANT_TEXTS, MessageVariantsField, OptionSwitch, useToasts } from 'shared-sdk/react';
import { useCreateMessageSchedule } from '../api/create-message-schedule';
import { useAccountQuotas } from '../hooks/use-account-quotas';
import { useScheduleTiming } from '../hooks/use-schedule-timing';
import { PHONE_TEXTS } from '../texts';
import { failureText } from '../utils/failure-text';
import { estimatedDays } from '../utils/quotas';
import { AccountQuotasStep } from './account-quotas-step';
import { ImageAttachmentsField } from './image-attachments-field';
import { ScheduleDialog, ScheduleDialogActions } from './schedule-dialog';
import { ScheduleTimingFields } from './schedule-timing-fields';

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
  /** Variants B…E beside the text (A). */
  const [variants, setVariants] = useState<string[]>([]);
  const [stopOnReply, setStopOnReply] = useState(true);
  const timing = useScheduleTiming();
  const [images, setImages] = useState<Attachment[]>([]);
  const [tried, setTried] = useState(false);
  const create = useCreateMessageSchedule();

  const dailyQuotas = accountQuotas.map((quota) => quota.dailyLimit);
  const dailyTotal = dailyQuotas.reduce((sum, quota) => sum + quota, 0);
  const days = estimatedDays(list.totalNumbers, dailyQuotas);

  const variantError = variantsError([text, ...variants]);
  const textError = tried && !text.trim() ? PHONE_TEXTS.messageRequired : tried && variantError ? variantError : undefined;
  const timesError = tried && timing.times.length === 0 ? PHONE_TEXTS.timesRequired : undefined;
  const accountsError = tried && selected.length === 0 ? PHONE_TEXTS.noActiveAccount : undefined;
  const blocked = !text.trim() || Boolean(variantError) || timing.times.length === 0 || selected.length === 0;

  const submit = async () => {
    setTried(true);
    if (blocked) return;
    try {
      const answer = await create.mutateAsync({
        listId: list.id,
        body: {
          ...timing.body(),
          messageTemplate: text.trim(),
          ...(variants.length > 0 && { messages: [text, ...variants].map((one) => one.trim()) }),
          stopOnReply,
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
        <Form.Item label={PHONE_TEXTS.messageText} required validateStatus={textError && 'error'} help={textError}>
          <MessageVariantsField
            label={PHONE_TEXTS.messageText}
            rows={4}
            maxLength={MESSAGE_TEXT_MAX}
            placeholder={PHONE_TEXTS.messagePlaceholder}
            value={[text, ...variants]}
            onChange={([first = '', ...others]) => {
              setText(first);
              setVariants(others);
            }}
          />
        </Form.Item>
        <Form.Item>
          <OptionSwitch label={MESSAGE_VARIANT_TEXTS.stopOnReply} hint={MESSAGE_VARIANT_TEXTS.stopOnReplyHint} checked={stopOnReply} onChange={setStopOnReply} />
        </Form.Item>
        <ScheduleTimingFields timing={timing} timesLabel={PHONE_TEXTS.sendTimes} timesError={timesError} disabled={create.isPending} />
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
      <ScheduleDialogActions>
        <Button onClick={onClose}>{PHONE_TEXTS.cancel}</Button>
        <Button type="primary" loading={create.isPending} disabled={blocked} onClick={() => void submit()}>
          {PHONE_TEXTS.createSchedule}
        </Button>
      </ScheduleDialogActions>
    </>
  );
}

/** A list's message schedule. */
export function MessageScheduleDialog({ open, list, onClose }: MessageScheduleDialogProps) {
  return (
    <ScheduleDialog open={open} title={`${PHONE_TEXTS.messageTitle}: ${list.name}`} width={680} onClose={onClose}>
      <MessageScheduleForm list={list} onClose={onClose} />
    </ScheduleDialog>
  );
}
