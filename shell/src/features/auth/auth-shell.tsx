import type { ReactNode } from 'react';
import '../../components/light/light.css';

/** Outline icons as SVG paths (24×24), so the sign-in page needs no icon library. */
const ICON_PATHS = {
  team: 'M16 11a4 4 0 1 0-4-4 4 4 0 0 0 4 4zM8 13a3 3 0 1 0-3-3 3 3 0 0 0 3 3zm8 1c-3 0-6 1.5-6 4v2h12v-2c0-2.5-3-4-6-4zM8 15c-.4 0-.9 0-1.3.1C4.5 15.4 2 16.5 2 18.5V20h6',
  bolt: 'M13 2 4 14h7l-1 8 9-12h-7z',
  shield: 'M12 2 4 5v6c0 5 3.4 9.5 8 11 4.6-1.5 8-6 8-11V5zm-1.2 13.5-3.3-3.3 1.4-1.4 1.9 1.9 4.6-4.6 1.4 1.4z',
};

function HeroIcon({ path }: { path: string }) {
  return (
    <svg viewBox="0 0 24 24" width="26" height="26" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinejoin="round" aria-hidden>
      <path d={path} />
    </svg>
  );
}

const FEATURES = [
  { icon: ICON_PATHS.team, title: 'Quản lý đa tài khoản', text: 'Đăng nhập và điều khiển nhiều tài khoản Zalo từ một nơi' },
  { icon: ICON_PATHS.bolt, title: 'Tự động hóa', text: 'Gửi tin nhắn, kết bạn, tham gia nhóm tự động' },
  { icon: ICON_PATHS.shield, title: 'Bảo mật cao', text: 'Dữ liệu được mã hóa, proxy riêng cho từng tài khoản' },
];

/** Decorative figures of the login page: static text, no data (spec part 1 §1). */
const FIGURES = [
  { value: '2', label: 'Tài khoản' },
  { value: '1', label: 'Công việc' },
  { value: '95%', label: 'Tỷ lệ thành công' },
];

export function AuthHero() {
  return (
    <aside className="lt-hero">
      <div>
        <h1>Zalo Manager</h1>
        <p>Quản lý nhiều tài khoản Zalo chuyên nghiệp từ một nơi duy nhất</p>
      </div>
      <div>
        {FEATURES.map(({ icon, title, text }) => (
          <div key={title} className="lt-hero-feature" style={{ marginBottom: 20 }}>
            <span className="lt-hero-icon">
              <HeroIcon path={icon} />
            </span>
            <div>
              <strong>{title}</strong>
              <span>{text}</span>
            </div>
          </div>
        ))}
      </div>
      <div className="lt-figures">
        {FIGURES.map(({ value, label }) => (
          <div key={label} className="lt-figure">
            <b>{value}</b>
            <span>{label}</span>
          </div>
        ))}
      </div>
    </aside>
  );
}

export interface AuthShellProps {
  title: string;
  subtitle: string;
  children: ReactNode;
}

export function AuthShell({ title, subtitle, children }: AuthShellProps) {
  return (
    <div className="lt-auth">
      <AuthHero />
      <main className="lt-auth-main">
        <div className="lt-card">
          <h2>{title}</h2>
          <p className="lt-subtitle">{subtitle}</p>
          {children}
        </div>
      </main>
    </div>
  );
}
