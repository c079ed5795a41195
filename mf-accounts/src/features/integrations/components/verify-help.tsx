import { Collapse, Flex, Typography } from 'antd';
import { INTEGRATION_TEXTS as T } from '../texts';
import { VERIFY_SNIPPET, WEBHOOK_HEADERS } from '../utils/examples';
import { CopyField } from './copy-field';

const HEADER_TEXTS = [T.verifyHeaders.id, T.verifyHeaders.timestamp, T.verifyHeaders.signature];

/** 'Cách xác minh chữ ký': the headers of each delivery and a short Node receiver using `standardwebhooks`. */
export function VerifyHelp() {
  return (
    <Collapse
      size="small"
      items={[
        {
          key: 'verify',
          label: T.verifyTitle,
          children: (
            <Flex vertical gap={8}>
              <Typography.Text>{T.verifyIntro}</Typography.Text>
              <ul style={{ margin: 0, paddingInlineStart: 20 }}>
                {WEBHOOK_HEADERS.map((header, index) => (
                  <li key={header}>
                    <Typography.Text code>{header}</Typography.Text>: {HEADER_TEXTS[index]}
                  </li>
                ))}
              </ul>
              <Typography.Text type="secondary">{T.verifySteps}</Typography.Text>
              <CopyField label={T.verifyTitle} value={VERIFY_SNIPPET} multiline />
            </Flex>
          ),
        },
      ]}
    />
  );
}
