import { Alert, Button, Flex, Form, Input, Modal, Select, Steps, Switch } from 'antd';
import { useState } from 'react';
import { APP_TIMEZONE, type Attachment, TIMEZONE_CHOICES, withDncExcluded } from 'shared-sdk';
import { TemplatePreview, useToasts } from 'shared-sdk/react';
import type { PhoneList } from '../api/contract';
import { useCreateFriendRequestSchedule } from '../api/create-friend-request-schedule';
import { useUpdateAccountQuota } from '../api/update-account-quota';
import { useAccountQuotas } from '../hooks/use-account-quotas';
import { PHONE_TEXTS } from '../texts';
import { failureText } from '../utils/failure-text';
import { FRIEND_REQUEST_QUOTA, quotasReady } from '../utils/quotas';
import { FIRST_SCHEDULE_TIME, normalizeScheduleTimes } from '../utils/schedule-times';
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

const TIMEZONE_OPTIONS = TIMEZONE_CHOICES.map((zone) => ({ value: zone, label: zone }));

/**
 * The friend-request scheduling wizard, which is also the list's configuration dialog (spec part 3 §2, §4, §5):
 * the daily quota of each ACTIVE account (saved before going on), then the schedule — template, run times,
 * timezone and an optional message with images sent once the request is accepted. Back returns to the quotas.
 */
export function FriendRequestScheduleWizard({ open, list, onClose }: FriendRequestScheduleWizardProps) {
  const toasts = useToasts();
  const { accounts, activeAccounts, selected, setSelected, quotas, setQuota, accountQuotas } = useAccountQuotas(FRIEND_REQUEST_QUOTA);
  const [step, setStep] = useState(0);
  const [template, setTemplate] = useState('');
  const [times, setTimes] = useState([FIRST_SCHEDULE_TIME]);
  const [timezone, setTimezone] = useState<string>(APP_TIMEZONE);
  const [followUp, setFollowUp] = useState(false);
  const [followUpText, setFollowUpText] = useState('');
  const [images, setImages] = useState<Attachment[]>([]);
  const [tried, setTried] = useState(false);
  const saveQuota = useUpdateAccountQuota();
  const create = useCreateFriendRequestSchedule();

  const [savingQuotas, setSavingQuotas] = useState(false);

  const saveQuotas = async () => {
    setSavingQuotas(true);
    try {
      await Promise.all(accountQuotas.map((quota) => saveQuota.mutateAsync(quota)));
      toasts.success(PHONE_TEXTS.quotaSaved);
      setStep(1);
    } catch (error) {
      toasts.error(failureText(error, PHONE_TEXTS.quotaFailed, PHONE_TEXTS.quotaFailed));
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
          accountQuotas,
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
    step === 0
      ? [
          <Button key="cancel" onClick={onClose}>
            {PHONE_TEXTS.cancel}
          </Button>,
          <Button key="next" type="primary" loading={savingQuotas} disabled={!quotasReady(quotas, selected)} onClick={() => void saveQuotas()}>
            {PHONE_TEXTS.nextStep}
          </Button>,
        ]
      : [
          <Button key="back" disabled={create.isPending} onClick={() => setStep(0)}>
            {PHONE_TEXTS.back}
          </Button>,
          <Button
            key="create"
            type="primary"
            loading={create.isPending}
            disabled={create.isPending || !template.trim() || times.length === 0}
            onClick={() => void submit()}
          >
            {PHONE_TEXTS.createSchedule}
          </Button>,
        ];

  return (
    <Modal open={open} title={`${PHONE_TEXTS.wizardFriendTitle}: ${list.name}`} onCancel={onClose} footer={footer} width={640} destroyOnHidden>
      <Steps size="small" current={step} items={[{ title: PHONE_TEXTS.stepQuotas }, { title: PHONE_TEXTS.stepSchedule }]} style={{ marginBottom: 16 }} />
      {step === 0 ? (
        accounts.isError ? (
          <Alert type="error" showIcon title={PHONE_TEXTS.accountsFailed} />
        ) : (
          <AccountQuotasStep
            accounts={activeAccounts}
            selected={selected}
            quotas={quotas}
            range={FRIEND_REQUEST_QUOTA}
            hint={PHONE_TEXTS.quotaHint}
            onSelect={setSelected}
            onQuota={setQuota}
            disabled={savingQuotas}
          />
        )
      ) : (
        <Form layout="vertical" component="div">
          <Form.Item
            label={PHONE_TEXTS.friendTemplate}
            required
            validateStatus={templateError && 'error'}
            help={templateError}
            extra={<TemplatePreview value={template} />}
          >
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
    </Modal>
  );
}
