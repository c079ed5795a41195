import { renderDevFrame } from 'shared-sdk/react';
import routes from './routes';

renderDevFrame('Tài khoản & Proxy', routes);
