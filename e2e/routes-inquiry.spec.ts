import { INQUIRY_ROUTES } from './support/routes.js';
import { sweep } from './support/sweep.js';

sweep('route sweep: convenience look-ups (便民查询)', INQUIRY_ROUTES);
