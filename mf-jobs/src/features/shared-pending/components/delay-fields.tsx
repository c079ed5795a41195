import { Alert, Col, Form, InputNumber, Row, Typography } from 'antd';
import { SHARED_TEXTS } from '../texts';
import { sharedListDelays } from '../utils/delays';
import { paceRange, SAFE_MIN_DELAY_SECONDS } from '../utils/pace';

export interface DelayFieldsProps {
  /** How many members the job sends to. */
  count: number;
  delayMin: unknown;
  delayMax: unknown;
  labels: { min: string; max: string; hint: string };
}

/** delayMin/delayMax (1-60 s), the pace in words, and a warning below the safe pace. */
export function DelayFields({ count, delayMin, delayMax, labels }: DelayFieldsProps) {
  const delays = sharedListDelays(delayMin, delayMax);
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
