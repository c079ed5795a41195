import { Alert, Button, Flex, Spin } from 'antd';

/** A spinner in the middle of the space a list will take while it loads. */
export function LoadingBlock({ padding = 48 }: { padding?: number }) {
  return (
    <Flex justify="center" style={{ padding }}>
      <Spin aria-label="Đang tải" />
    </Flex>
  );
}

export interface LoadFailedAlertProps {
  title: string;
  retryText: string;
  onRetry: () => void;
}

/** A list that could not be read: what went wrong, with a button that reads it again. */
export function LoadFailedAlert({ title, retryText, onRetry }: LoadFailedAlertProps) {
  return (
    <Alert
      type="error"
      showIcon
      title={title}
      action={
        <Button size="small" onClick={onRetry}>
          {retryText}
        </Button>
      }
    />
  );
}
