import { registerAjvFormats, TypeBoxValidatorCompiler } from '@fastify/type-provider-typebox';
import type { FastifyPluginAsync } from 'fastify';
import recoveryRoutes from './recovery.routes';
import registrationRoutes from './registration.routes';
import sessionRoutes from './session.routes';

/** Every /auth/* route (DESIGN §5); needs the auth and auth-guard plugins registered first. */
// TypeBox's checker knows no formats until told; it reuses ajv-formats' validators (email).
registerAjvFormats();

const authRoutes: FastifyPluginAsync = async (app) => {
  // Strict bodies: the app-wide AJV coerces scalars (['x'] or 42 would pass as a string), which
  // must not happen to credentials. This plugin is encapsulated: other routes keep AJV.
  app.setValidatorCompiler(TypeBoxValidatorCompiler);
  await app.register(registrationRoutes);
  await app.register(sessionRoutes);
  await app.register(recoveryRoutes);
};

export default authRoutes;
