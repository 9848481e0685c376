import { CONTENT_ROUTES } from './support/routes.js';
import { sweep } from './support/sweep.js';

sweep('route sweep: encyclopedia, drugs, search, help and public health', CONTENT_ROUTES);
