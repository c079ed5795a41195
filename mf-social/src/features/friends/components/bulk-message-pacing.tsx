import { Checkbox, Col, Form, InputNumber, Row } from 'antd';
import type { BulkMessageField, BulkMessageValues } from '../utils/bulk-message';

type Pacing = Pick<BulkMessageValues, 'delayMin' | 'delayMax' | 'useBatch' | 'batchSize' | 'batchDelayMinutes'>;

export interface BulkMessagePacingProps {
  values: Pacing;
  errors: Partial<Record<BulkMessageField, string>>;
  onChange: (change: Partial<Pacing>) => void;
}

function NumberField({ label, value, error, onChange }: { label: string; value: number | null; error?: string; onChange: (value: number | null) => void }) {
  return (
    <Form.Item label={label} validateStatus={error ? 'error' : undefined} help={error} style={{ marginBottom: 12 }}>
      <InputNumber aria-label={label} value={value} onChange={onChange} style={{ width: '100%' }} />
    </Form.Item>
  );
}

/** Delays between messages (min 1-300 s, max from min up to 600 s) and the optional batches (1-100, pause 1-60 min). */
export function BulkMessagePacing({ values, errors, onChange }: BulkMessagePacingProps) {
  return (
    <>
      <Row gutter={12}>
        <Col span={12}>
          <NumberField label="Độ trễ tối thiểu (giây)" value={values.delayMin} error={errors.delayMin} onChange={(delayMin) => onChange({ delayMin })} />
        </Col>
        <Col span={12}>
          <NumberField label="Độ trễ tối đa (giây)" value={values.delayMax} error={errors.delayMax} onChange={(delayMax) => onChange({ delayMax })} />
        </Col>
      </Row>
      <Checkbox checked={values.useBatch} onChange={(event) => onChange({ useBatch: event.target.checked })} style={{ marginBottom: 12 }}>
        Gửi theo đợt
      </Checkbox>
      {values.useBatch && (
        <Row gutter={12}>
          <Col span={12}>
            <NumberField label="Số tin mỗi đợt" value={values.batchSize} error={errors.batchSize} onChange={(batchSize) => onChange({ batchSize })} />
          </Col>
          <Col span={12}>
            <NumberField
              label="Nghỉ giữa các đợt (phút)"
              value={values.batchDelayMinutes}
              error={errors.batchDelayMinutes}
              onChange={(batchDelayMinutes) => onChange({ batchDelayMinutes })}
            />
          </Col>
        </Row>
      )}
    </>
  );
}
