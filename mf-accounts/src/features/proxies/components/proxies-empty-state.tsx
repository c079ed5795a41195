import { PlusCircleOutlined } from '@ant-design/icons';
import { Button, Card, Empty } from 'antd';
import { PROXY_TEXTS } from '../texts';

export interface ProxiesEmptyStateProps {
  /** No proxy at all (offer to add the first one) or none matching the filter. */
  filtered?: boolean;
  /** Absent where the person may not add proxies: no button. */
  onAdd?: () => void;
}

export function ProxiesEmptyState({ filtered, onAdd }: ProxiesEmptyStateProps) {
  return (
    <Card>
      <Empty description={filtered ? PROXY_TEXTS.emptyFiltered : PROXY_TEXTS.empty}>
        {!filtered && onAdd && (
          <Button type="primary" icon={<PlusCircleOutlined />} onClick={onAdd}>
            {PROXY_TEXTS.addFirst}
          </Button>
        )}
      </Empty>
    </Card>
  );
}
