import { Alert, Button, Flex, Form, Input, Modal, Select, Steps, Switch } from 'antd';
import { useState } from 'react';
import { APP_TIMEZONE, type Attachment, FEATURES, type PhoneList, withDncExcluded } from 'shared-sdk';
import { BillingFeatureGate, TemplatePreview, useToasts } from 'shared-sdk/react';
import { useCreateFriendRequestSchedule } from '../api/create-friend-request-schedule';
import { useAccountQuotas } from '../hooks/use-account-quotas';
import { PHONE_TEXTS } from '../texts';
import { failureText } from '../utils/failure-text';
import { quotasReady } from '../utils/quotas';
import { FIRST_SCHEDULE_TIME, normalizeScheduleTimes } from '../utils/schedule-times';
import { TIMEZONE_OPTIONS, type TimeZone } from '../utils/timezones';
import { AccountQuotasStep } from './account-quotas-step';
import { ImageAttachmentsField } from './image-attachments-field';
import { ScheduleTimesField } from './schedule-times-field';

export interface FriendRequestScheduleWizardProps {
  open: boolean;
  list: PhoneList;
  onClose: () => void;
}

export const FRIEND_TEMPLATE_MAX = 500;
export const POST_FRIEND_MESSAGE_MAX = 2000;

/**
 * The wizard itself: the daily quota of each ACTIVE account (each saved when its field is left, the rest before going
 * on), then the schedule: template, run times, timezone and an optional message with images sent once the request is
 * accepted. Back returns to the quotas.
 */
export function FriendRequestScheduleSteps({ list, onClose }: Omit<FriendRequestScheduleWizardProps, 'open'>) {
  const toasts = useToasts();
  const quotas = useAccountQuotas('friendRequest');
  const [step, setStep] = useState(0);
  const [template, setTemplate] = useState('');
  const [times, setTimes] = useState([FIRST_SCHEDULE_TIME]);
  const [timezone, setTimezone] = useState<TimeZone>(APP_TIMEZONE);
  const [followUp, setFollowUp] = useState(false);
  const [followUpText, setFollowUpText] = useState('');
  const [images, setImages] = useState<Attachment[]>([]);
  const [tried, setTried] = useState(false);
  const [savingQuotas, setSavingQuotas] = useState(false);
  const create = useCreateFriendRequestSchedule();

  /** Quotas move to the schedule once they are saved. */
  const next = async () => {
    setSavingQuotas(true);
    try {
      if (await quotas.saveAll()) setStep(1);
    } finally {
      setSavingQuotas(false);
    }
  };

  const templateError = tried && !template.trim() ? PHONE_TEXTS.templateRequired : undefined;
  const followUpError = tried && followUp && !followUpText.trim() ? PHONE_TEXTS.postFriendRequired : undefined;

  const submit = async () => {
    setTried(true);
    if (!template.trim() || (followUp && !followUpText.trim())) return;
    try {
      const answer = await create.mutateAsync({
        listId: list.id,
        body: {
          scheduleTimes: normalizeScheduleTimes(times),
          messageTemplate: template.trim(),
          timezone,
          accountQuotas: quotas.accountQuotas,
          ...(followUp && { followUpMessage: followUpText.trim(), attachments: images }),
        },
      });
      toasts.success(withDncExcluded(PHONE_TEXTS.scheduleCreated, answer));
      onClose();
    } catch (error) {
      toasts.error(failureText(error, PHONE_TEXTS.scheduleFailed, PHONE_TEXTS.scheduleError));
    }
  };

  const footer =
    step === 0 ? (
      <>
        <Button onClick={onClose}>{PHONE_TEXTS.cancel}</Button>
        <Button type="primary" loading={savingQuotas} disabled={quotas.loading || !quotasReady(quotas.quotas, quotas.selected)} onClick={() => void next()}>
          {PHONE_TEXTS.nextStep}
        </Button>
      </>
    ) : (
      <>
        <Button disabled={create.isPending} onClick={() => setStep(0)}>
          {PHONE_TEXTS.back}
        </Button>
        <Button type="primary" loading={create.isPending} disabled={create.isPending || !template.trim() || times.length === 0} onClick={() => void submit()}>
          {PHONE_TEXTS.createSchedule}
        </Button>
      </>
    );

  return (
    <>
      <Steps size="small" current={step} items={[{ title: PHONE_TEXTS.stepQuotas }, { title: PHONE_TEXTS.stepSchedule }]} style={{ marginBottom: 16 }} />
      {step === 0 ? (
        quotas.accounts.isError ? (
          <Alert type="error" showIcon title={PHONE_TEXTS.accountsFailed} />
        ) : (
          <AccountQuotasStep quotas={quotas} hint={PHONE_TEXTS.quotaHint} disabled={savingQuotas} />
        )
      ) : (
        <Form layout="vertical" component="div">
          <Form.Item label={PHONE_TEXTS.friendTemplate} required validateStatus={templateError && 'error'} help={templateError} extra={<TemplatePreview value={template} />}>
            <Input.TextArea
              aria-label={PHONE_TEXTS.friendTemplate}
              rows={3}
              maxLength={FRIEND_TEMPLATE_MAX}
              showCount
              placeholder={PHONE_TEXTS.friendTemplatePlaceholder}
              value={template}
              onChange={(event) => setTemplate(event.target.value)}
            />
          </Form.Item>
          <Form.Item label={PHONE_TEXTS.runTimes} required>
            <ScheduleTimesField value={times} onChange={setTimes} disabled={create.isPending} />
          </Form.Item>
          <Form.Item label={PHONE_TEXTS.timezone}>
            <Select aria-label={PHONE_TEXTS.timezone} options={TIMEZONE_OPTIONS} value={timezone} onChange={setTimezone} />
          </Form.Item>
          <Form.Item>
            <Flex gap={8} align="center">
              <Switch checked={followUp} onChange={setFollowUp} aria-label={PHONE_TEXTS.postFriendMessage} />
              {PHONE_TEXTS.postFriendMessage}
            </Flex>
          </Form.Item>
          {followUp && (
            <>
              <Form.Item
                label={PHONE_TEXTS.postFriendText}
                required
                validateStatus={followUpError && 'error'}
                help={followUpError}
                extra={<TemplatePreview value={followUpText} />}
              >
                <Input.TextArea
                  aria-label={PHONE_TEXTS.postFriendText}
                  rows={3}
                  maxLength={POST_FRIEND_MESSAGE_MAX}
                  showCount
                  value={followUpText}
                  onChange={(event) => setFollowUpText(event.target.value)}
                />
              </Form.Item>
              <Form.Item label={PHONE_TEXTS.postFriendImages}>
                <ImageAttachmentsField value={images} onChange={setImages} disabled={create.isPending} />
              </Form.Item>
            </>
          )}
        </Form>
      )}
      <Flex justify="flex-end" gap={8} style={{ marginTop: 16 }}>
        {footer}
      </Flex>
    </>
  );
}

/**
 * The friend-request scheduling wizard, which is also the list's configuration dialog,
 * behind the plan's schedule_messages gate like every scheduled message kind.
 */
export function FriendRequestScheduleWizard({ open, list, onClose }: FriendRequestScheduleWizardProps) {
  return (
    <Modal open={open} title={`${PHONE_TEXTS.wizardFriendTitle}: ${list.name}`} onCancel={onClose} footer={null} width={640} destroyOnHidden>
      <BillingFeatureGate feature={FEATURES.scheduleMessages}>
        <FriendRequestScheduleSteps list={list} onClose={onClose} />
      </BillingFeatureGate>
    </Modal>
  );
}
