import { Alert, Button, Flex, Form, Input, Modal, Radio, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { ApiError, parseProxyLines, PROXY_SCHEMES, type ProxyImportResult, type ProxyScheme } from 'shared-sdk';
import { useToasts } from 'shared-sdk/react';
import { useImportProxies } from '../api/import-proxies';
import { PROXY_TEXTS as T } from '../texts';

export interface PasteProxiesDialogProps {
  open: boolean;
  onClose: () => void;
}

const SCHEME_OPTIONS = PROXY_SCHEMES.map((scheme) => ({ value: scheme, label: scheme.toUpperCase() }));

/** The refused lines, each with its number and why. */
function RejectedLines({ lines }: { lines: Array<{ line: number; error: string }> }) {
  return (
    <ul style={{ margin: 0, paddingInlineStart: 20, maxHeight: 220, overflowY: 'auto' }} data-testid="rejected-lines">
      {lines.map((entry) => (
        <li key={entry.line}>
          <Typography.Text strong>{T.pasteLine(entry.line)}:</Typography.Text> {entry.error}
        </li>
      ))}
    </ul>
  );
}

/**
 * Many proxies at once: one per line, `host:port` or `host:port:username:password`, all of one
 * scheme. The lines are read as they are typed (the server's own rules), so the customer sees beforehand which lines
 * will not be added and why; after sending, the server's answer names every line it refused.
 */
export function PasteProxiesDialog({ open, onClose }: PasteProxiesDialogProps) {
  const toasts = useToasts();
  const importProxies = useImportProxies();
  const [text, setText] = useState('');
  const [scheme, setScheme] = useState<ProxyScheme>('http');
  const [result, setResult] = useState<ProxyImportResult | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const preview = useMemo(() => parseProxyLines(text), [text]);
  const good = preview.filter((line) => line.ok).length;
  const bad = preview.flatMap((line) => (line.ok ? [] : [{ line: line.line, error: line.error }]));

  const close = () => {
    setText('');
    setResult(null);
    setFailure(null);
    onClose();
  };

  const submit = () => {
    setFailure(null);
    importProxies.mutate(
      { scheme, text },
      {
        onSuccess: (answer) => {
          setResult(answer);
          if (answer.rejected === 0) toasts.success(T.pasteDone(answer.created));
          else if (answer.created > 0) toasts.warning(T.pastePartly(answer.created, answer.rejected));
          else toasts.error(T.pasteNone(answer.rejected));
        },
        onError: (error) => setFailure(error instanceof ApiError ? T.pasteFailed(error.message || T.unknownReason) : T.pasteNetworkError),
      },
    );
  };

  const refused = result?.lines.flatMap((line) => (line.status === 'rejected' ? [{ line: line.line, error: line.error }] : [])) ?? [];

  return (
    <Modal
      open={open}
      title={T.pasteTitle}
      onCancel={close}
      destroyOnHidden
      width={640}
      footer={
        result
          ? [
              <Button
                key="again"
                onClick={() => {
                  setText('');
                  setResult(null);
                }}
              >
                {T.pasteAgain}
              </Button>,
              <Button key="close" type="primary" onClick={close}>
                {T.close}
              </Button>,
            ]
          : [
              <Button key="cancel" onClick={close}>
                {T.cancel}
              </Button>,
              <Button key="submit" type="primary" disabled={good === 0} loading={importProxies.isPending} onClick={submit}>
                {good > 0 ? T.pasteSubmit(good) : T.pasteNothing}
              </Button>,
            ]
      }
    >
      {result ? (
        <Flex vertical gap={12} data-testid="paste-result">
          <Alert
            type={result.rejected === 0 ? 'success' : result.created > 0 ? 'warning' : 'error'}
            showIcon
            title={T.pasteResultTitle(result.created, result.rejected)}
          />
          {refused.length > 0 && <RejectedLines lines={refused} />}
        </Flex>
      ) : (
        <Form layout="vertical" component="div">
          <Typography.Paragraph type="secondary">{T.pasteHint}</Typography.Paragraph>
          <Form.Item label={T.fieldScheme} extra={T.pasteSchemeHint}>
            <Radio.Group options={SCHEME_OPTIONS} optionType="button" buttonStyle="solid" value={scheme} onChange={(event) => setScheme(event.target.value)} />
          </Form.Item>
          <Form.Item label={T.pasteField} htmlFor="paste-proxies" style={{ marginBottom: 8 }}>
            <Input.TextArea
              id="paste-proxies"
              rows={8}
              value={text}
              placeholder={T.pastePlaceholder}
              spellCheck={false}
              autoComplete="off"
              onChange={(event) => setText(event.target.value)}
              style={{ fontFamily: 'monospace' }}
            />
          </Form.Item>
          {preview.length > 0 && (
            <Flex vertical gap={4} data-testid="paste-preview" role="status">
              <Typography.Text type={bad.length ? 'warning' : 'success'}>{T.pastePreview(good, bad.length)}</Typography.Text>
              {bad.length > 0 && <RejectedLines lines={bad} />}
            </Flex>
          )}
          {failure && <Alert type="error" showIcon title={failure} style={{ marginTop: 12 }} />}
        </Form>
      )}
    </Modal>
  );
}
