import { PlusOutlined, ReloadOutlined, ThunderboltOutlined, UserOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Card, Col, Empty, Flex, Row } from 'antd';
import { Link, useNavigate } from 'react-router-dom';
import { PageHeader } from '../../components';
import { PlanUsageSlot } from './plan-usage-slot';

export function DashboardPage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  return (
    <>
      <PageHeader
        title="Dashboard"
        subtitle="Tổng quan hoạt động các tài khoản Zalo của bạn"
        extra={
          <>
            <Link to="/accounts">
              <Button icon={<UserOutlined />}>Quản lý tài khoản</Button>
            </Link>
            <Link to="/jobs">
              <Button icon={<ThunderboltOutlined />}>Xem công việc</Button>
            </Link>
          </>
        }
      />
      <div style={{ marginBottom: 16 }}>
        <PlanUsageSlot />
      </div>
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={16}>
          <Card title="Tài khoản">
            <Empty description="Chưa có tài khoản nào">
              <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate('/accounts')}>
                Thêm tài khoản đầu tiên
              </Button>
            </Empty>
          </Card>
        </Col>
        <Col xs={24} lg={8}>
          <Card title="Thao tác nhanh">
            <Flex vertical gap={8}>
              <Button block icon={<PlusOutlined />} onClick={() => navigate('/accounts')}>
                Thêm tài khoản
              </Button>
              <Button block icon={<ThunderboltOutlined />} onClick={() => navigate('/jobs')}>
                Tạo công việc
              </Button>
              <Button block icon={<ReloadOutlined />} onClick={() => void queryClient.invalidateQueries()}>
                Làm mới dữ liệu
              </Button>
            </Flex>
          </Card>
        </Col>
      </Row>
    </>
  );
}
