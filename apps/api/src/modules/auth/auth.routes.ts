import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import deviceRoutes from './device.routes.js';
import loginRoutes from './login.routes.js';
import passwordRoutes from './password.routes.js';
import registerRoutes from './register.routes.js';
import sessionRoutes from './session.routes.js';

/** Accounts and sessions (issue 3): sign-in, registration, passwords, device binding. */
const authRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(loginRoutes);
  await app.register(registerRoutes);
  await app.register(passwordRoutes);
  await app.register(deviceRoutes);
  await app.register(sessionRoutes);
};

export default authRoutes;
