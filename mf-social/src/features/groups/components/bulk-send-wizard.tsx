import { Button, Flex } from 'antd';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { Account } from 'shared-sdk';
import { useToasts } from 'shared-sdk/react';
import { useSendBulkGroups } from '../api/send-bulk-groups';
import { useBulkTracking } from '../hooks/use-bulk-tracking';
import { GROUP_TEXTS } from '../texts';
import { bulkSendError } from '../utils/bulk-errors';
import { type BulkDraft, bulkRequest, composeReady, groupsOfAccount, initialDraft, sendingAccounts } from '../utils/bulk-wizard';
import type { SelectedGroups } from '../utils/selection';
import { TRACKING } from '../utils/tracking';
import { BulkComposeStep } from './bulk-compose-step';
import { BulkConfirmStep } from './bulk-confirm-step';
import { BulkScheduleStep } from './bulk-schedule-step';
import { BulkTrackingStep } from './bulk-tracking-step';
import { BulkWizardFrame } from './bulk-wizard-frame';

export interface BulkSendWizardProps {
  selection: SelectedGroups;
  accounts: Account[];
  onClose: () => void;
}

type Step = 0 | 1 | 2 | 3;
const STEPS = [GROUP_TEXTS.stepCompose, GROUP_TEXTS.stepSchedule, GROUP_TEXTS.stepConfirm, GROUP_TEXTS.stepTracking].map((title) => ({ title }));

/**
 * The standard bulk send, behind the Pro gate: compose → schedule → confirm → tracking,
 * with back steps. Sent now, it tracks the run; scheduled, it closes.
 */
export function BulkSendWizard({ selection, accounts, onClose }: BulkSendWizardProps) {
  const navigate = useNavigate();
  const toasts = useToasts();
  const senders = sendingAccounts(accounts, selection);
  const [step, setStep] = useState<Step>(0);
  const [draft, setDraft] = useState<BulkDraft>(() => initialDraft(senders[0]?.id ?? ''));
  const send = useSendBulkGroups();
  const sending = send.isPending;
  const [error, setError] = useState<string | null>(null);
  const [run, setRun] = useState<{ executionId: string; jobId: string } | null>(null);
  const tracking = useBulkTracking(run?.executionId ?? null);
  const targets = groupsOfAccount(selection, draft.accountId);
  const change = (patch: Partial<BulkDraft>) => setDraft((current) => ({ ...current, ...patch }));
  const trackingBusy = run !== null && tracking.state === 'running';
  const locked = sending || trackingBusy;

  // 'Hoàn thành!' stays 3 s, then the wizard closes.
  useEffect(() => {
    if (tracking.state !== 'completed') return;
    const timer = setTimeout(onClose, TRACKING.closeAfterMs);
    return () => clearTimeout(timer);
  }, [tracking.state, onClose]);

  const submit = async () => {
    setError(null);
    try {
      const result = await send.mutateAsync(bulkRequest(draft, selection));
      if ('executionId' in result.data) {
        setRun({ executionId: result.data.executionId, jobId: result.data.jobId });
        setStep(3);
      } else {
        toasts.success(GROUP_TEXTS.scheduledWhere);
        onClose();
      }
    } catch (caught) {
      const text = bulkSendError(caught);
      setError(text);
      toasts.error(text);
    }
  };

  const footer = (
    <Flex justify="space-between">
      <Button onClick={onClose} disabled={locked}>
        {GROUP_TEXTS.close}
      </Button>
      <Flex gap={8}>
        {step > 0 && step < 3 && (
          <Button onClick={() => setStep((step - 1) as Step)} disabled={sending}>
            {GROUP_TEXTS.back}
          </Button>
        )}
        {step < 2 && (
          <Button type="primary" disabled={!composeReady(draft, targets.count)} onClick={() => setStep((step + 1) as Step)}>
            {GROUP_TEXTS.next2}
          </Button>
        )}
        {step === 2 && (
          <Button type="primary" loading={sending} onClick={() => void submit()}>
            {draft.executeImmediately ? GROUP_TEXTS.confirmSend : GROUP_TEXTS.confirmSchedule}
          </Button>
        )}
        {step === 3 && tracking.state !== 'completed' && (
          <Button
            danger
            onClick={() => {
              onClose();
              navigate('/jobs?page=1');
            }}
          >
            {GROUP_TEXTS.stopOnJobs}
          </Button>
        )}
        {trackingBusy && <Button onClick={onClose}>{GROUP_TEXTS.runInBackground}</Button>}
      </Flex>
    </Flex>
  );

  return (
    <BulkWizardFrame
      title={GROUP_TEXTS.bulkTitle}
      width={760}
      closable={!locked}
      maskClosable={false}
      keyboard={!locked}
      onCancel={onClose}
      steps={STEPS}
      current={tracking.state === 'completed' ? STEPS.length : step}
      footer={footer}
    >
      {step === 0 && <BulkComposeStep draft={draft} accounts={senders} groupCount={targets.count} onChange={change} />}
      {step === 1 && <BulkScheduleStep draft={draft} groupCount={targets.count} onChange={change} />}
      {step === 2 && (
        <BulkConfirmStep
          draft={draft}
          accountName={senders.find((account) => account.id === draft.accountId)?.displayName ?? ''}
          groupCount={targets.count}
          groups={targets.groups}
          error={error}
        />
      )}
      {step === 3 && run && <BulkTrackingStep status={tracking.status} state={tracking.state} delayMin={draft.delayMin} delayMax={draft.delayMax} />}
    </BulkWizardFrame>
  );
}
