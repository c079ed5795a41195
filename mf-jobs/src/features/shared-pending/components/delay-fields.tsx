import { Alert, Col, Form, InputNumber, Row, Typography } from 'antd';
import { SHARED_TEXTS } from '../texts';
import { sharedListDelays } from '../utils/delays';
import { MEMBER_JOB_DEFAULT_DELAY, paceRange, SAFE_MIN_DELAY_SECONDS } from '../utils/pace';

/** The form's values DelayFields draws. */
export interface DelayValues {
  delayMin: number | null;
  delayMax: number | null;
}

/** What the fields start at: the member jobs' default gaps. */
export const DEFAULT_DELAYS: DelayValues = { delayMin: MEMBER_JOB_DEFAULT_DELAY.min, delayMax: MEMBER_JOB_DEFAULT_DELAY.max };

/** The request's delays from the fields (an invalid input falls back, see sharedListDelays). */
export const delaysOf = (values: DelayValues) => sharedListDelays(values.delayMin, values.delayMax);

export interface DelayFieldsProps {
  /** How many members the job sends to. */
  count: number;
  labels: { min: string; max: string; hint: string };
}

/** The form's delayMin/delayMax (1-60 s), the pace in words, and a warning below the safe pace. */
export function DelayFields({ count, labels }: DelayFieldsProps) {
  const form = Form.useFormInstance();
  const delays = sharedListDelays(Form.useWatch('delayMin', form), Form.useWatch('delayMax', form));
  const pace = paceRange(count, delays.delayMin, delays.delayMax);
  return (
    <>
      <Row gutter={12}>
        <Col span={12}>
          <Form.Item name="delayMin" label={labels.min} extra={labels.hint}>
            <InputNumber style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item name="delayMax" label={labels.max}>
            <InputNumber style={{ width: '100%' }} />
          </Form.Item>
        </Col>
      </Row>
      <Typography.Paragraph type="secondary">{pace ? SHARED_TEXTS.pace(count, pace.from, pace.to) : SHARED_TEXTS.paceOne}</Typography.Paragraph>
      {delays.delayMin < SAFE_MIN_DELAY_SECONDS && <Alert type="warning" showIcon title={SHARED_TEXTS.paceWarning(SAFE_MIN_DELAY_SECONDS)} style={{ marginBottom: 12 }} />}
    </>
  );
}
