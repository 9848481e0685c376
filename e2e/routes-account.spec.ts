import { ACCOUNT_ROUTES } from './support/routes.js';
import { sweep } from './support/sweep.js';

sweep('route sweep: the personal centre, signed in', ACCOUNT_ROUTES);
