import { renderDevFrame } from 'shared-sdk/react';
import routes from './routes';

renderDevFrame('Gói dịch vụ & Thanh toán', routes);
