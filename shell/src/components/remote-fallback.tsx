import { ReloadOutlined } from '@ant-design/icons';
import { Button, Result } from 'antd';

export interface RemoteFallbackProps {
  remoteName: string;
  onRetry: () => void;
}

export function RemoteFallback({ remoteName, onRetry }: RemoteFallbackProps) {
  return (
    <Result
      status="warning"
      title="Không thể tải mô-đun"
      subTitle={`Mô-đun "${remoteName}" tạm thời không khả dụng. Vui lòng thử lại sau.`}
      extra={
        <Button type="primary" icon={<ReloadOutlined />} onClick={onRetry}>
          Thử lại
        </Button>
      }
    />
  );
}
