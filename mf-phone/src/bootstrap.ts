import { renderDevFrame } from 'shared-sdk/react';
import routes from './routes';

renderDevFrame('Tương tác SĐT', routes);
