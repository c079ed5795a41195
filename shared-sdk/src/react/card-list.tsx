import { Card, Spin } from 'antd';
import type { ReactNode } from 'react';

export interface CardListProps<T extends { id: string }> {
  /** Accessible name of the list. */
  label: string;
  items: readonly T[];
  /** A spinner instead of the cards while the items load. */
  loading?: boolean;
  /** What one item's card holds. */
  renderCard: (item: T) => ReactNode;
}

/** Phone width: one small card per item, stacked, in place of a table. */
export function CardList<T extends { id: string }>({ label, items, loading, renderCard }: CardListProps<T>) {
  if (loading) return <Spin style={{ display: 'block', padding: 24 }} />;
  return (
    <ul aria-label={label} style={{ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: 8 }}>
      {items.map((item) => (
        <li key={item.id}>
          <Card size="small">{renderCard(item)}</Card>
        </li>
      ))}
    </ul>
  );
}
