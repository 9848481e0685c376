import { CONTENT_ROUTES } from './support/routes.js';
import { sweep } from './support/sweep.js';

sweep('route sweep: encyclopedia, drugs, look-ups, search and help', CONTENT_ROUTES);
