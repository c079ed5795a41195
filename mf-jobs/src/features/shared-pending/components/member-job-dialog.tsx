import { Alert, Form, type FormInstance, Modal, Typography } from 'antd';
import { type ReactNode, useState } from 'react';
import * as v from 'valibot';
import { errorMessage, type SharedListMember, useJobLimits } from 'shared-sdk';
import { useToasts } from 'shared-sdk/react';
import { SHARED_TEXTS } from '../texts';
import { createdJobsMessage } from '../utils/job-outcome';
import { PlanAllowance } from './plan-allowance';
import { SenderField } from './sender-field';

/** What the page gives each member-job dialog. */
export interface MemberDialogProps {
  listId: string;
  /** The chosen members of the list. */
  members: SharedListMember[];
  open: boolean;
  onClose(): void;
  onCreated(): void;
}

export interface MemberJobDialogProps<Values extends { accountId?: string }, Body> extends MemberDialogProps {
  title: string;
  initialValues: Partial<Values>;
  /** The request body checked by its shared schema: the first broken rule is shown, nothing is sent. */
  schema: v.GenericSchema<unknown, Body>;
  /** What the request carries besides the list, the members and the sending account. */
  toBody(values: Values): object;
  submit(body: Body): Promise<unknown>;
  /** The default text when the server gives none. */
  failureText: string;
  /** The success text for the members the job sends to. */
  createdText(count: number): string;
  /** The sending account changed (a field that depends on it is cleared). */
  onSenderChange?(form: FormInstance<Values>): void;
  /** The fields under 'Tài khoản gửi'. */
  children: ReactNode;
}

/**
 * The frame of the three member-job dialogs: what the plan allows first, the sending account, validation by the shared schema, the
 * server's reason in place on a failure, and after creation one toast saying whom the job sends to, who was left out
 * and why, and whether it starts now or waits for a slot.
 */
export function MemberJobDialog<Values extends { accountId?: string }, Body>(props: MemberJobDialogProps<Values, Body>) {
  const { listId, members, open, onClose, onCreated, title, initialValues, schema, toBody, submit, failureText, createdText, onSenderChange, children } = props;
  const [form] = Form.useForm<Values>();
  const memberCount = members.length;
  const accountId = Form.useWatch('accountId', form);
  const [problem, setProblem] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const limits = useJobLimits();
  const toasts = useToasts();

  async function onOk() {
    const values = form.getFieldsValue(true) as Values;
    const body = { listId, memberIds: members.map((member) => member.id), accountId: values.accountId ?? '', ...toBody(values) };
    const parsed = v.safeParse(schema, body);
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
        <SenderField listId={listId} members={members} accountId={accountId} onChange={onSenderChange && (() => onSenderChange(form))} />
        {children}
      </Form>
      {problem && <Alert type="error" showIcon title={problem} />}
    </Modal>
  );
}
