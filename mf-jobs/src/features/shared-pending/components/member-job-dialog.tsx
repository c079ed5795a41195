import { Alert, Form, type FormInstance, Modal, Typography } from 'antd';
import { type ReactNode, useState } from 'react';
import * as v from 'valibot';
import { errorMessage, useJobLimits } from 'shared-sdk';
import { useToasts } from 'shared-sdk/react';
import { SHARED_TEXTS } from '../texts';
import { createdJobsMessage } from '../utils/job-outcome';
import { PlanAllowance } from './plan-allowance';

export interface MemberJobDialogProps<Values, Body> {
  title: string;
  open: boolean;
  memberCount: number;
  form: FormInstance<Values>;
  initialValues: Partial<Values>;
  /** The request body checked by its shared schema: the first broken rule is shown, nothing is sent. */
  schema: v.GenericSchema<unknown, Body>;
  toBody(values: Values): unknown;
  submit(body: Body): Promise<unknown>;
  /** The default text when the server gives none. */
  failureText: string;
  /** The success text for the members the job sends to. */
  createdText(count: number): string;
  onCreated(): void;
  onClose(): void;
  children: ReactNode;
}

/**
 * The frame of the three member-job dialogs: what the plan allows first, validation by the shared schema, the
 * server's reason in place on a failure, and after creation one toast saying whom the job sends to, who was left out
 * and why, and whether it starts now or waits for a slot.
 */
export function MemberJobDialog<Values, Body>(props: MemberJobDialogProps<Values, Body>) {
  const { title, open, memberCount, form, initialValues, schema, toBody, submit, failureText, createdText, onCreated, onClose, children } = props;
  const [problem, setProblem] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const limits = useJobLimits();
  const toasts = useToasts();

  async function onOk() {
    const parsed = v.safeParse(schema, toBody(form.getFieldsValue(true) as Values));
    if (!parsed.success) {
      setProblem(parsed.issues[0].message);
      return;
    }
    setProblem(null);
    setSending(true);
    try {
      const answer = await submit(parsed.output);
      form.resetFields();
      const outcome = createdJobsMessage(createdText, memberCount, answer, limits.data?.concurrentLimit ?? null);
      toasts[outcome.kind](outcome.text);
      onCreated();
    } catch (error) {
      setProblem(errorMessage(error, failureText));
    } finally {
      setSending(false);
      void limits.refetch();
    }
  }

  return (
    <Modal
      title={title}
      open={open}
      onOk={() => void onOk()}
      onCancel={() => {
        setProblem(null);
        onClose();
      }}
      okText={SHARED_TEXTS.send}
      cancelText={SHARED_TEXTS.cancel}
      confirmLoading={sending}
      destroyOnHidden
    >
      {open && <PlanAllowance />}
      <Typography.Paragraph type="secondary">{SHARED_TEXTS.selectedMembers(memberCount)}</Typography.Paragraph>
      <Form form={form} layout="vertical" initialValues={initialValues} preserve={false}>
        {children}
      </Form>
      {problem && <Alert type="error" showIcon title={problem} />}
    </Modal>
  );
}
