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

/**
 * How the product is used, in the order a new customer goes: what the hero shows instead of the spec's decorative
 * figures (2 accounts, 1 job, 95%), which read as data the visitor does not have.
 */
export const HERO_STEPS = [
  { title: 'Thêm tài khoản Zalo', text: 'Quét mã QR bằng điện thoại, mỗi tài khoản một proxy riêng nếu cần' },
  { title: 'Đồng bộ bạn bè và nhóm', text: 'Gắn thẻ để phân loại, lưu thành viên nhóm vào Kho chung' },
  { title: 'Soạn tin và gửi hàng loạt', text: 'Gọi đúng tên từng người, gửi giãn cách như người thật, có thể hẹn giờ' },
  { title: 'Theo dõi kết quả', text: 'Từng người nhận đã gửi, bỏ qua hay lỗi, xuất ra tệp Excel' },
];
export const HERO_TRIAL = 'Tạo tài khoản là được dùng thử miễn phí gói Basic.';

/** A hero point's title over its line. */
function HeroText({ title, text }: { title: string; text: string }) {
  return (
    <div>
      <strong>{title}</strong>
      <span>{text}</span>
    </div>
  );
}

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
            <HeroText title={title} text={text} />
          </div>
        ))}
      </div>
      <section className="lt-steps" aria-label="Cách bắt đầu">
        <ol>
          {HERO_STEPS.map(({ title, text }, index) => (
            <li key={title}>
              <span className="lt-step-number" aria-hidden>
                {index + 1}
              </span>
              <HeroText title={title} text={text} />
            </li>
          ))}
        </ol>
        <p className="lt-trial">{HERO_TRIAL}</p>
      </section>
    </aside>
  );
}

/** The card's title and subtitle of each sign-in page. */
export const AUTH_TITLES = {
  login: { title: 'Đăng nhập', subtitle: 'Chào mừng bạn quay lại! Đăng nhập để tiếp tục.' },
  register: { title: 'Đăng ký tài khoản', subtitle: 'Tạo tài khoản để bắt đầu quản lý Zalo của bạn.' },
} as const;

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
        <div className="lt-brand-mobile">
          <strong>Zalo Manager</strong>
          <span>Quản lý nhiều tài khoản Zalo từ một nơi</span>
        </div>
        <div className="lt-card">
          <h2>{title}</h2>
          <p className="lt-subtitle">{subtitle}</p>
          {children}
        </div>
      </main>
    </div>
  );
}
