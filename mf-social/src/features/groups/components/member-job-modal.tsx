import { Alert, Flex, Form, Modal } from 'antd';
import { type ReactNode, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { CreatedJobs, StoredGroup } from 'shared-sdk';
import { useToasts } from 'shared-sdk/react';
import { created, useReportJobs } from '../../../hooks/use-report-jobs';
import type { OutcomeTexts } from '../../../utils/job-plan';
import { GROUP_TEXTS } from '../texts';

/** What the members tab gives a member-job dialog. */
export interface MemberModalProps {
  group: StoredGroup;
  memberIds: string[];
  onClose: () => void;
}

/** What a refused or failed call shows: the toast, and the reason kept in the dialog (none: nothing kept). */
export interface MemberJobFailure {
  toast: string;
  reason: string | null;
}

/**
 * One job to the chosen members of a group: `send` reports it (created, started or waiting for a slot) and opens the
 * jobs list; a failure is toasted, its reason kept in the dialog, which stays open.
 */
export function useMemberJob(outcome: OutcomeTexts, failure: (error: unknown) => MemberJobFailure) {
  const navigate = useNavigate();
  const toasts = useToasts();
  const report = useReportJobs();
  const [sending, setSending] = useState(false);
  const [reason, setReason] = useState<string | null>(null);

  const send = async (call: () => Promise<CreatedJobs>) => {
    setSending(true);
    try {
      const answer = await call();
      report([created(answer)], outcome);
      navigate('/jobs?page=1');
    } catch (error) {
      const said = failure(error);
      toasts.error(said.toast);
      setReason(said.reason);
      setSending(false);
    }
  };
  return { sending, reason, send };
}

export interface MemberJobModalProps {
  title: string;
  okText: string;
  /** The send button is off (a required field is missing or wrong). */
  blocked: boolean;
  job: ReturnType<typeof useMemberJob>;
  onOk: () => void;
  onClose: () => void;
  children: ReactNode;
}

/** The dialog of a member job: its fields, then the reason of a refused call. */
export function MemberJobModal({ title, okText, blocked, job, onOk, onClose, children }: MemberJobModalProps) {
  return (
    <Modal open title={title} okText={okText} cancelText={GROUP_TEXTS.cancel} okButtonProps={{ disabled: blocked }} confirmLoading={job.sending} onOk={onOk} onCancel={onClose}>
      <Form layout="vertical" component="div">
        <Flex vertical gap={12}>
          {children}
          {job.reason && <Alert type="error" showIcon title={job.reason} />}
        </Flex>
      </Form>
    </Modal>
  );
}
