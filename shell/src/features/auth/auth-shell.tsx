import { SafetyCertificateOutlined, TeamOutlined, ThunderboltOutlined } from '@ant-design/icons';
import { Card, Col, Flex, Row, Typography } from 'antd';
import type { ReactNode } from 'react';

const FEATURES = [
  { icon: <TeamOutlined />, title: 'Quản lý đa tài khoản', text: 'Đăng nhập và điều khiển nhiều tài khoản Zalo từ một nơi' },
  { icon: <ThunderboltOutlined />, title: 'Tự động hóa', text: 'Gửi tin nhắn, kết bạn, tham gia nhóm tự động' },
  { icon: <SafetyCertificateOutlined />, title: 'Bảo mật cao', text: 'Dữ liệu được mã hóa, proxy riêng cho từng tài khoản' },
];

const FIGURES = [
  { value: '2', label: 'Tài khoản' },
  { value: '1', label: 'Công việc' },
  { value: '95%', label: 'Tỷ lệ thành công' },
];

export function AuthHero() {
  return (
    <Flex
      vertical
      justify="center"
      gap={32}
      style={{ height: '100%', padding: 48, color: '#fff', background: 'linear-gradient(135deg, #0068ff 0%, #00a2ff 100%)' }}
    >
      <div>
        <Typography.Title level={1} style={{ color: '#fff', marginBottom: 8 }}>
          Zalo Manager
        </Typography.Title>
        <Typography.Text style={{ color: 'rgba(255,255,255,0.85)', fontSize: 16 }}>
          Quản lý nhiều tài khoản Zalo chuyên nghiệp từ một nơi duy nhất
        </Typography.Text>
      </div>
      <Flex vertical gap={20}>
        {FEATURES.map(({ icon, title, text }) => (
          <Flex key={title} gap={16} align="flex-start">
            <span style={{ fontSize: 24 }}>{icon}</span>
            <div>
              <Typography.Text strong style={{ color: '#fff', display: 'block', fontSize: 16 }}>
                {title}
              </Typography.Text>
              <Typography.Text style={{ color: 'rgba(255,255,255,0.85)' }}>{text}</Typography.Text>
            </div>
          </Flex>
        ))}
      </Flex>
      <Flex gap={16}>
        {FIGURES.map(({ value, label }) => (
          <div key={label} style={{ flex: 1, padding: 16, borderRadius: 12, background: 'rgba(255,255,255,0.15)' }}>
            <div style={{ fontSize: 28, fontWeight: 700 }}>{value}</div>
            <div style={{ opacity: 0.85 }}>{label}</div>
          </div>
        ))}
      </Flex>
    </Flex>
  );
}

export interface AuthShellProps {
  title: string;
  subtitle: string;
  children: ReactNode;
}

export function AuthShell({ title, subtitle, children }: AuthShellProps) {
  return (
    <Row style={{ minHeight: '100vh' }}>
      <Col xs={0} md={12}>
        <AuthHero />
      </Col>
      <Col xs={24} md={12}>
        <Flex align="center" justify="center" style={{ minHeight: '100vh', padding: 24 }}>
          <Card style={{ width: '100%', maxWidth: 420 }}>
            <Typography.Title level={2} style={{ marginBottom: 4 }}>
              {title}
            </Typography.Title>
            <Typography.Paragraph type="secondary">{subtitle}</Typography.Paragraph>
            {children}
          </Card>
        </Flex>
      </Col>
    </Row>
  );
}
