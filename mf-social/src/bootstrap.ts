import { renderDevFrame } from 'shared-sdk/react';
import routes from './routes';

renderDevFrame('Bạn bè & Nhóm', routes);
