import { Alert, Button, Flex, Form, Steps, Switch } from 'antd';
import { useState } from 'react';
import { type Attachment, type PhoneList, withDncExcluded } from 'shared-sdk';
import { MESSAGE_VARIANT_TEXTS, OptionSwitch, useToasts } from 'shared-sdk/react';
import { useCreateFriendRequestSchedule } from '../api/create-friend-request-schedule';
import { useAccountQuotas } from '../hooks/use-account-quotas';
import { useScheduleTiming } from '../hooks/use-schedule-timing';
import { PHONE_TEXTS } from '../texts';
import { failureText } from '../utils/failure-text';
import { quotasReady } from '../utils/quotas';
import { AccountQuotasStep } from './account-quotas-step';
import { ImageAttachmentsField } from './image-attachments-field';
import { ScheduleDialog, ScheduleDialogActions } from './schedule-dialog';
import { ScheduleTimingFields } from './schedule-timing-fields';
import { TemplateTextField } from './template-text-field';

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
  const timing = useScheduleTiming();
  const [followUp, setFollowUp] = useState(false);
  const [followUpText, setFollowUpText] = useState('');
  const [stopOnReply, setStopOnReply] = useState(true);
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
          ...timing.body(),
          messageTemplate: template.trim(),
          accountQuotas: quotas.accountQuotas,
          ...(followUp && { followUpMessage: followUpText.trim(), attachments: images, stopOnReply }),
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
        <Button type="primary" loading={create.isPending} disabled={create.isPending || !template.trim() || timing.times.length === 0} onClick={() => void submit()}>
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
          <TemplateTextField
            label={PHONE_TEXTS.friendTemplate}
            rows={3}
            maxLength={FRIEND_TEMPLATE_MAX}
            placeholder={PHONE_TEXTS.friendTemplatePlaceholder}
            value={template}
            onChange={setTemplate}
            error={templateError}
          />
          <ScheduleTimingFields timing={timing} timesLabel={PHONE_TEXTS.runTimes} disabled={create.isPending} />
          <Form.Item>
            <Flex gap={8} align="center">
              <Switch checked={followUp} onChange={setFollowUp} aria-label={PHONE_TEXTS.postFriendMessage} />
              {PHONE_TEXTS.postFriendMessage}
            </Flex>
          </Form.Item>
          {followUp && (
            <>
              <TemplateTextField
                label={PHONE_TEXTS.postFriendText}
                rows={3}
                maxLength={POST_FRIEND_MESSAGE_MAX}
                value={followUpText}
                onChange={setFollowUpText}
                error={followUpError}
              />
              <Form.Item label={PHONE_TEXTS.postFriendImages}>
                <ImageAttachmentsField value={images} onChange={setImages} disabled={create.isPending} />
              </Form.Item>
              <Form.Item>
                <OptionSwitch label={MESSAGE_VARIANT_TEXTS.stopOnReply} hint={MESSAGE_VARIANT_TEXTS.stopOnReplyHint} checked={stopOnReply} onChange={setStopOnReply} />
              </Form.Item>
            </>
          )}
        </Form>
      )}
      <ScheduleDialogActions>{footer}</ScheduleDialogActions>
    </>
  );
}

/** The friend-request scheduling wizard, which is also the list's configuration dialog. */
export function FriendRequestScheduleWizard({ open, list, onClose }: FriendRequestScheduleWizardProps) {
  return (
    <ScheduleDialog open={open} title={`${PHONE_TEXTS.wizardFriendTitle}: ${list.name}`} width={640} onClose={onClose}>
      <FriendRequestScheduleSteps list={list} onClose={onClose} />
    </ScheduleDialog>
  );
}
