import type { FastifyPluginAsync } from 'fastify';
import recoveryRoutes from './recovery.routes';
import registrationRoutes from './registration.routes';
import sessionRoutes from './session.routes';

/** Every /auth/* route (DESIGN §5); needs the auth and auth-guard plugins registered first. */
const authRoutes: FastifyPluginAsync = async (app) => {
  await app.register(registrationRoutes);
  await app.register(sessionRoutes);
  await app.register(recoveryRoutes);
};

export default authRoutes;
