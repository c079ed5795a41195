import { Alert, Form, type FormInstance, Modal, Typography } from 'antd';
import { type ReactNode, useState } from 'react';
import * as v from 'valibot';
import { errorMessage } from 'shared-sdk';
import { SHARED_TEXTS } from '../texts';

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
  /** The default text when the server gives none (spec part 3 §8). */
  failureText: string;
  /** `answer` is what the server answered (how many listed recipients it left out, say). */
  onDone(body: Body, answer: unknown): void;
  onClose(): void;
  children: ReactNode;
}

/** The frame of the three member-job dialogs: validation by the shared schema, server errors in place. */
export function MemberJobDialog<Values, Body>(props: MemberJobDialogProps<Values, Body>) {
  const { title, open, memberCount, form, initialValues, schema, toBody, submit, failureText, onDone, onClose, children } = props;
  const [problem, setProblem] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

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
      onDone(parsed.output, answer);
    } catch (error) {
      setProblem(errorMessage(error, failureText));
    } finally {
      setSending(false);
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
      <Typography.Paragraph type="secondary">{SHARED_TEXTS.selectedMembers(memberCount)}</Typography.Paragraph>
      <Form form={form} layout="vertical" initialValues={initialValues} preserve={false}>
        {children}
      </Form>
      {problem && <Alert type="error" showIcon title={problem} />}
    </Modal>
  );
}
