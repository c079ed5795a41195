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
  /** A second line under the title. */
  description?: string;
  retryText: string;
  /** Without it, no retry button. */
  onRetry?: () => void;
  /** A red retry button. */
  danger?: boolean;
}

/** A list that could not be read: what went wrong, with a button that reads it again. */
export function LoadFailedAlert({ title, description, retryText, onRetry, danger }: LoadFailedAlertProps) {
  return (
    <Alert
      type="error"
      showIcon
      title={title}
      description={description}
      action={
        onRetry && (
          <Button size="small" danger={danger} onClick={onRetry}>
            {retryText}
          </Button>
        )
      }
    />
  );
}
