import { HOSPITAL_ROUTES } from './support/routes.js';
import { sweep } from './support/sweep.js';

sweep('route sweep: hospitals, booking, interaction and the standalone pages', HOSPITAL_ROUTES);
