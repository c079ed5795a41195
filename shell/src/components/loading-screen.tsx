import { Spinner } from './light';

/** Full-screen while the session is checked; `inline` inside the layout while a page loads. */
export function LoadingScreen({ text = 'Đang tải...', inline = false }: { text?: string; inline?: boolean }) {
  return (
    <div className={inline ? 'lt-loading lt-loading-inline' : 'lt-loading'} role="status">
      <Spinner large />
      <span>{text}</span>
    </div>
  );
}
