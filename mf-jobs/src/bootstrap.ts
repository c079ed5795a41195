import { renderDevFrame } from 'shared-sdk/react';
import routes from './routes';

renderDevFrame('Công việc & Kho chung', routes);
