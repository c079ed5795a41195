import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { registerRemotesFromServer } from './app/remotes';

/** Remotes are registered before the first render; a missing /remotes.json only disables the remote pages. */
async function start() {
  await registerRemotesFromServer().catch((error: unknown) => {
    console.error('Không tải được danh sách mô-đun (/remotes.json)', error);
  });
  createRoot(document.getElementById('root')!).render(<App />);
}

void start();
