import { Alert, Button, Flex, Modal, Result, Spin, Steps, Typography } from 'antd';
import type { QrLoginState } from '../hooks/use-qr-login';
import { ACCOUNT_TEXTS, QR_TEXTS as T } from '../texts';
import { qrImageSrc, splitPlatformCode } from '../utils/account-rules';

/** A login's error in words, Zalo's code on a line of its own. */
function ErrorText({ error }: { error: string | undefined }) {
  const split = splitPlatformCode(error);
  if (!split) return null;
  return (
    <>
      {split.text}
      {split.code !== null && (
        <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12 }}>
          {ACCOUNT_TEXTS.platformCode(split.code)}
        </Typography.Text>
      )}
    </>
  );
}

export interface QrLoginViewProps {
  displayName: string;
  state: QrLoginState;
  onRetry: () => void;
  onClose: () => void;
}

function stepOf(state: QrLoginState): { current: number; status: 'process' | 'finish' | 'error' } {
  if (state.phase === 'success') return { current: 2, status: 'finish' };
  if (state.phase === 'expired' || state.phase === 'failed') return { current: state.status === 'SCANNED' ? 1 : 0, status: 'error' };
  return { current: state.phase === 'waiting' && state.status === 'SCANNED' ? 1 : 0, status: 'process' };
}

/** The QR login modal as drawn for a given state; the state comes from useQrLogin. */
export function QrLoginView({ displayName, state, onRetry, onClose }: QrLoginViewProps) {
  const step = stepOf(state);
  const scanned = state.phase === 'waiting' && state.status === 'SCANNED';

  return (
    <Modal
      open
      title={T.title(displayName)}
      onCancel={state.closing ? undefined : onClose}
      closable={!state.closing}
      mask={{ closable: !state.closing }}
      keyboard={!state.closing}
      width={460}
      footer={
        <Button onClick={onClose} disabled={state.closing} data-testid="qr-close">
          {T.close}
        </Button>
      }
    >
      <Flex vertical gap={16} align="stretch" data-testid="qr-login" data-phase={state.phase}>
        <Steps
          size="small"
          current={step.current}
          status={step.status}
          items={[{ title: T.stepScan }, { title: T.stepConfirm }, { title: T.stepDone }]}
        />

        {state.phase === 'starting' && (
          <Flex vertical align="center" gap={12} style={{ padding: 32 }}>
            <Spin size="large" />
            <Typography.Text role="status">{T.starting}</Typography.Text>
          </Flex>
        )}

        {state.phase === 'failed' && (
          <Alert
            type="error"
            showIcon
            title={<ErrorText error={state.error} />}
            action={
              <Button size="small" onClick={onRetry}>
                {T.retry}
              </Button>
            }
          />
        )}

        {state.phase === 'waiting' && state.qrCodeBase64 && (
          <>
            <div>
              <Typography.Text strong>{T.instructionsTitle}</Typography.Text>
              <ol style={{ margin: '4px 0 0', paddingInlineStart: 20 }}>
                {T.instructions.map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ol>
            </div>
            <Flex justify="center">
              <Spin spinning={scanned}>
                <img
                  src={qrImageSrc(state.qrCodeBase64)}
                  alt={T.imageAlt}
                  width={240}
                  height={240}
                  style={{ display: 'block', border: '1px solid #f0f0f0', borderRadius: 8, opacity: scanned ? 0.35 : 1 }}
                />
              </Spin>
            </Flex>
            <Flex vertical align="center" gap={2}>
              <Typography.Text role="status" type={scanned ? 'success' : undefined}>
                {scanned ? T.scanned : T.pending}
              </Typography.Text>
              {scanned && state.scannedBy && <Typography.Text type="secondary">{T.scannedBy(state.scannedBy)}</Typography.Text>}
            </Flex>
          </>
        )}

        {state.phase === 'success' && (
          <Result status="success" title={<span role="status">{T.success}</span>} subTitle={T.closingSoon} style={{ padding: 16 }} />
        )}

        {state.phase === 'expired' && (
          <Alert
            type="error"
            showIcon
            title={<span role="status">{T.expired}</span>}
            description={state.error && <ErrorText error={state.error} />}
            action={
              <Button size="small" type="primary" onClick={onRetry}>
                {T.retry}
              </Button>
            }
          />
        )}
      </Flex>
    </Modal>
  );
}
